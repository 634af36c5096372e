import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { styled } from 'styled-components';
import { config, isHttpUrl } from '../../config';
import { buttonLinkStyles, type ButtonLinkSize, type ButtonLinkVariant } from './ButtonLink.styles';

type StyleProps = { $variant: ButtonLinkVariant; $size: ButtonLinkSize };

const StyledLink = styled(Link)<StyleProps>`
  ${buttonLinkStyles}
`;
const StyledAnchor = styled.a<StyleProps>`
  ${buttonLinkStyles}
`;

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonLinkVariant;
  size?: ButtonLinkSize;
}

/** An in-app navigation link that looks like a button. */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant = 'primary', size = 'md', ...rest },
  ref,
) {
  return <StyledLink ref={ref} $variant={variant} $size={size} data-variant={variant} {...rest} />;
});

export interface BookDemoLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  variant?: ButtonLinkVariant;
  size?: ButtonLinkSize;
  /** Overrides the configured scheduling page (http/https only; anything else falls back to the config). */
  href?: string;
}

/**
 * 'Book Demo': opens the configured external scheduling page in a new tab, without giving it `window.opener`
 * or the referrer. Only http(s) URLs are ever rendered.
 */
export const BookDemoLink = forwardRef<HTMLAnchorElement, BookDemoLinkProps>(function BookDemoLink(
  { variant = 'secondary', size = 'md', href, children = 'Book Demo', ...rest },
  ref,
) {
  const url = isHttpUrl(href) ? href : config.bookDemoUrl;
  return (
    <StyledAnchor
      ref={ref}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      $variant={variant}
      $size={size}
      {...rest}
    >
      {children}
    </StyledAnchor>
  );
});
