import { forwardRef, useState, type HTMLAttributes } from 'react';
import { User } from 'lucide-react';
import { AvatarRoot, type AvatarSize } from './Avatar.styles';

export type { AvatarSize };

export interface AvatarProps extends HTMLAttributes<HTMLSpanElement> {
  /** The person's name (or phone); its first letter is shown when there is no picture. */
  name?: string;
  /** Picture URL; falls back to the initial if it fails to load. */
  src?: string;
  /** Diameter: `sm`, `md` (default) or `lg`. */
  size?: AvatarSize;
  /**
   * Accessible name; when given the avatar is an image named by it. Without it the avatar is decorative (the name
   * is usually printed next to it).
   */
  label?: string;
}

/** First letter of the first word that has one (letters or digits), upper-cased; '' when there is none. */
function initialOf(name: string | undefined): string {
  if (!name) return '';
  const match = /[\p{L}\p{N}]/u.exec(name.trim());
  return match ? match[0].toLocaleUpperCase() : '';
}

/** A round avatar: the picture when it loads, else the initial of the name, else a person icon. */
export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { name, src, size = 'md', label, ...rest },
  ref,
) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const showImage = Boolean(src) && failedSrc !== src;
  const initial = initialOf(name);
  const a11y = label ? { role: 'img' as const, 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <AvatarRoot
      ref={ref}
      $size={size}
      data-size={size}
      data-fallback={showImage ? undefined : initial ? 'initial' : 'icon'}
      {...a11y}
      {...rest}
    >
      {showImage ? (
        <img src={src} alt="" onError={() => setFailedSrc(src)} />
      ) : initial ? (
        initial
      ) : (
        <User aria-hidden="true" />
      )}
    </AvatarRoot>
  );
});
