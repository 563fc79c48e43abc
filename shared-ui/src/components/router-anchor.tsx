import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

export type RouterAnchorProps = AnchorProps & Omit<LinkProps, keyof AnchorProps>;

/** A Mantine Anchor that navigates inside the site without a page load. */
export const RouterAnchor = forwardRef<HTMLAnchorElement, RouterAnchorProps>(function RouterAnchor(props, ref) {
  return <Anchor component={Link} ref={ref} {...props} />;
});

export type ButtonLinkProps = ButtonProps & Omit<LinkProps, keyof ButtonProps>;

/** Looks like a button, is a link (it goes somewhere, so screen readers should hear "link"). */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(props, ref) {
  return <Button component={Link} ref={ref} {...props} />;
});
