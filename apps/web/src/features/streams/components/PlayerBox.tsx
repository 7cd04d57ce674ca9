import { Box } from '@mantine/core';

export const SCREEN = { width: '100%', aspectRatio: '16 / 9', background: '#000', borderRadius: 8 } as const;

/**
 * The player's box before it starts (a server-rendered page until it is hydrated, then until the player's
 * chunk has arrived): the same size, no video.
 */
export function PlayerBox() {
  return (
    <Box data-testid="stream-player">
      <div style={SCREEN} />
    </Box>
  );
}
