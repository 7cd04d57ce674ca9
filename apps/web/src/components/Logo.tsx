import classes from './Logo.module.css';

/** The Marquee mark and wordmark; the surrounding link supplies the accessible name. */
export function Logo() {
  return (
    <span className={classes.logo}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="var(--mantine-primary-color-filled)" />
        <path d="M8 23V9h3.2l4.8 7.4L20.8 9H24v14h-3.1v-8.6L16 21.7l-4.9-7.3V23z" fill="#fff" />
      </svg>
      <span className={classes.word}>Marquee</span>
    </span>
  );
}
