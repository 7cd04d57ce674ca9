import { Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './FeatureList.module.css';

export interface Feature {
  key: string;
  icon: ReactNode;
  title: string;
  text: string;
}

/** Icon + short title + one sentence, in a responsive grid. */
export function FeatureList({ items }: { items: readonly Feature[] }) {
  return (
    <ul className={classes.list}>
      {items.map((item) => (
        <li key={item.key} className={classes.item}>
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
            {item.icon}
          </ThemeIcon>
          <div>
            <Text component="h3" fw={700} size="lg" m={0}>
              {item.title}
            </Text>
            <Text c="dimmed" mt={4}>
              {item.text}
            </Text>
          </div>
        </li>
      ))}
    </ul>
  );
}
