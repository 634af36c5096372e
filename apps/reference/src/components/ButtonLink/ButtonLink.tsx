import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { bookDemoUrl, isHttpUrl } from '../../bookDemoUrl';
import { useAppText } from '../../i18n/AppLocale';
import { componentText } from '../componentText';

export type ButtonLinkVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonLinkSize = 'md' | 'lg';

/** Plain CSS classes (styles/app.css): the landing route carries no CSS-in-JS runtime. */
function classes(variant: ButtonLinkVariant, size: ButtonLinkSize, extra?: string) {
  return ['button-link', `button-link--${variant}`, size === 'lg' ? 'button-link--lg' : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonLinkVariant;
  size?: ButtonLinkSize;
}

/** An in-app navigation link that looks like a button. */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant = 'primary', size = 'md', className, ...rest },
  ref,
) {
  return <Link ref={ref} className={classes(variant, size, className)} data-variant={variant} {...rest} />;
});

export interface BookDemoLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  variant?: ButtonLinkVariant;
  size?: ButtonLinkSize;
  /** Overrides the configured scheduling page (http/https only; anything else falls back to the config). */
  href?: string;
}

/**
 * 'Book Demo' (or its `children`): opens the configured external scheduling page in a new tab, without giving it `window.opener`
 * or the referrer. Only http(s) URLs are ever rendered.
 */
export const BookDemoLink = forwardRef<HTMLAnchorElement, BookDemoLinkProps>(function BookDemoLink(
  { variant = 'secondary', size = 'md', href, className, children, ...rest },
  ref,
) {
  const text = useAppText(componentText);
  const url = isHttpUrl(href) ? href : bookDemoUrl;
  return (
    <a
      ref={ref}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={classes(variant, size, className)}
      data-variant={variant}
      {...rest}
    >
      {children ?? text.commonBookDemo}
    </a>
  );
});
