// 本文へスキップ: the first focusable element; jumps past the header to the page's main content.
// It finds <main> itself because the admin remote draws its own.
import type { MouseEvent } from 'react';
import classes from './skip-link.module.css';

export function focusMain(): void {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
}

export function SkipLink() {
  const onClick = (event: MouseEvent) => {
    event.preventDefault(); // no #main in the URL: the router owns the address
    focusMain();
  };
  return (
    <a href="#main" className={classes.skip} onClick={onClick}>
      本文へスキップ
    </a>
  );
}
