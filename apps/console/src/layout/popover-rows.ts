/** A row of the top-bar panels (a link or a button): 44 px tall, accent on hover, a ring on keyboard focus. */
export const menuRowClassName =
  'flex min-h-11 w-full cursor-pointer items-center gap-2 rounded-sm px-2 text-start text-sm text-popover-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring [&_svg]:size-4 [&_svg]:shrink-0';
