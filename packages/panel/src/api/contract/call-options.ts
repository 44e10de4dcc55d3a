/** Per-call options every contract method accepts. */
export interface CallOptions {
  /** Aborts the call; TanStack Query passes its own signal so leaving a screen cancels its reads. */
  signal?: AbortSignal;
}
