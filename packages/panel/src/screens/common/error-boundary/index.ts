export { ErrorBoundary, type ErrorBoundaryProps, type ErrorBoundaryFallbackProps } from './error-boundary';
export { ErrorFallback, type ErrorFallbackProps } from './error-fallback';
export { isChunkLoadError } from './chunk-error';
