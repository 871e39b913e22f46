import { options } from 'preact';

/**
 * The build runs on Preact (decision 0063), which runs effects after the next animation frame;
 * React runs them in a task right after the render. Mantine's components count on React's order:
 * a dialog notes where the focus was in an effect when it opens, and its focus trap moves the
 * focus inside with a timeout set during the same render; after a frame the effect found the focus
 * already inside, and closing the dialog gave it back to nothing. A timeout set during the render
 * (before the components' own) keeps React's order.
 */
options.requestAnimationFrame = (flush) => {
  setTimeout(flush);
};
