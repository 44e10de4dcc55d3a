import { useState, type CSSProperties } from 'react';
import { LayoutTemplate } from 'lucide-react';
import type { RecipeTile } from '../../../../api/schemas/recipes';

// The tile colour comes from the remote index; only a well-formed hex colour reaches the style.
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export interface TemplateTileProps {
  tile: RecipeTile;
  /** The tile's icon address, resolved against the index (see recipeIconUrl); none shows the local icon. */
  iconUrl?: string;
  onChoose: () => void;
}

/** A featured template: its icon, title and colour; choosing it loads its recipe. */
export function TemplateTile({ tile, iconUrl, onChoose }: TemplateTileProps) {
  const style: CSSProperties | undefined = tile.color && HEX_COLOUR.test(tile.color) ? { borderInlineStartColor: tile.color } : undefined;
  return (
    <li>
      <button
        type="button"
        onClick={onChoose}
        style={style}
        data-slot="template-tile"
        className="flex min-h-14 w-full items-center gap-3 rounded-lg border border-s-4 border-border bg-card p-3 text-start font-medium text-card-foreground shadow-sm transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-muted p-1.5">
          {/* A new address gets a fresh try: the key resets a failure of the previous one. */}
          <TileIcon key={iconUrl} src={iconUrl} />
        </span>
        <span className="min-w-0 truncate">{tile.title}</span>
      </button>
    </li>
  );
}

/**
 * The recipe's icon, or the panel's own when there is none or it does not load (offline, blocked by a content
 * policy, gone from the icon host): a broken image never shows.
 */
function TileIcon({ src }: { src?: string }) {
  const [hasFailed, setHasFailed] = useState(false);
  if (!src || hasFailed) return <LayoutTemplate aria-hidden data-slot="template-icon-fallback" className="size-5 text-muted-foreground" />;
  return <img src={src} alt="" data-slot="template-icon" onError={() => setHasFailed(true)} className="size-6" />;
}
