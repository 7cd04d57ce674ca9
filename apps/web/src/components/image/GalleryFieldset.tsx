import {
  Alert,
  Button,
  Fieldset,
  FileButton,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';

export interface GalleryItem {
  id: string;
  url: string;
  caption: string | null;
}

/** The texts a gallery shows; each owner passes its own (event wizard, article editor). */
export interface GalleryTexts {
  legend: string;
  none: string;
  full: string;
  choose: string;
  caption: string;
  add: string;
  hint: string;
  remove: string;
  /** The name of an image without a caption ("Image 3"). */
  imageName: (n: number) => string;
  /** The remove button's accessible name for the image named `name`. */
  removeLabel: (name: string) => string;
}

interface GalleryFieldsetProps {
  items: GalleryItem[];
  max: number;
  captionMax: number;
  texts: GalleryTexts;
  /** The chosen file, owned by the caller (it may refuse a file on choosing). */
  file: File | null;
  onChoose: (file: File | null) => void;
  /** Adds the chosen file with the caption; resolves true when added (the caption is then cleared). */
  onAdd: (caption: string | null) => Promise<boolean>;
  onRemove: (id: string) => void;
  busy: boolean;
  problem: string | null;
  /** data-testid prefix: `${prefix}`, `${prefix}-image`, `${prefix}-choose`, `${prefix}-caption`, `${prefix}-add`. */
  testId: string;
}

/**
 * A captioned image gallery saved image by image: the grid with remove buttons, then a row to choose a file,
 * caption it and add it. Enter in the caption adds the image instead of submitting the surrounding form.
 */
export function GalleryFieldset(props: GalleryFieldsetProps) {
  const { items, max, captionMax, texts, file, busy, problem, testId } = props;
  const [caption, setCaption] = useState('');
  const add = async () => {
    if (file && (await props.onAdd(caption.trim() || null))) setCaption('');
  };

  return (
    <Fieldset legend={texts.legend} data-testid={testId}>
      <Stack gap="sm">
        {items.length === 0 && <Text c="dimmed">{texts.none}</Text>}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {items.map((item, index) => {
            const name = item.caption ?? texts.imageName(index + 1);
            return (
              <Stack key={item.id} gap={4} data-testid={`${testId}-image`}>
                <Image src={item.url} alt={name} radius="sm" h={120} fit="cover" />
                {item.caption && <Text size="sm">{item.caption}</Text>}
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-xs"
                  disabled={busy}
                  onClick={() => props.onRemove(item.id)}
                  aria-label={texts.removeLabel(name)}
                >
                  {texts.remove}
                </Button>
              </Stack>
            );
          })}
        </SimpleGrid>
        {items.length >= max ? (
          <Text size="sm" c="dimmed">
            {texts.full}
          </Text>
        ) : (
          <Group align="flex-end" wrap="wrap">
            <FileButton onChange={props.onChoose} accept="image/png,image/jpeg">
              {(buttonProps) => (
                <Button variant="default" {...buttonProps} data-testid={`${testId}-choose`}>
                  {file ? file.name : texts.choose}
                </Button>
              )}
            </FileButton>
            <TextInput
              label={texts.caption}
              value={caption}
              maxLength={captionMax}
              onChange={(e) => setCaption(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                void add();
              }}
              data-testid={`${testId}-caption`}
            />
            <Button onClick={() => void add()} disabled={!file} loading={busy} data-testid={`${testId}-add`}>
              {texts.add}
            </Button>
          </Group>
        )}
        <Text size="xs" c="dimmed">
          {texts.hint}
        </Text>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
      </Stack>
    </Fieldset>
  );
}
