import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { Rule } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { newCondition, newGroup, rootGroup, ruleTargets } from '../model/rules';
import { useBuilder } from './builder-context';
import { RuleGroup } from './RuleGroup';

export interface Visibility {
  Rule?: Rule | null;
  Show?: boolean | null;
}

interface RuleEditorProps {
  target: Visibility;
  /** The item the rule belongs to (for an option rule: the option's question). */
  ownIndex: number;
  /** `QuestionaireItems.<i>.Rule` or `QuestionaireItems.<i>.Options.<j>.Rule`. */
  path: string;
  kind: 'question' | 'option';
  /** Test id prefix: '' for an item's rule, `option-<k>-` for an option's. */
  testPrefix: string;
  onChange: (next: Visibility) => void;
}

/** "Show / Hide this … when" + a group of conditions; without a rule the item or option is always shown. */
export function RuleEditor({ target, ownIndex, path, kind, testPrefix, onChange }: RuleEditorProps) {
  const { t } = useTranslation();
  const { items } = useBuilder();
  const first = ruleTargets(items, ownIndex)[0]?.item;
  const who = kind === 'question' ? 'QUESTION' : 'OPTION';

  if (!target.Rule) {
    return (
      <Group gap="xs">
        <Button
          size="compact-sm"
          variant="default"
          disabled={!first}
          onClick={() => onChange({ Show: true, Rule: newGroup([newCondition(first)]) })}
          data-testid={`${testPrefix}add-rule`}
        >
          {t(`QUESTIONNAIRES.RULE.ADD_${who}`)}
        </Button>
        {!first && (
          <Text size="xs" c="dimmed">
            {t('QUESTIONNAIRES.RULE.NEEDS_QUESTION')}
          </Text>
        )}
      </Group>
    );
  }

  return (
    <Stack gap="xs" data-testid={`${testPrefix}rule`}>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <NativeSelect
          label={t('QUESTIONNAIRES.RULE.MODE')}
          value={target.Show === false ? 'hide' : 'show'}
          onChange={(e) => onChange({ ...target, Show: e.currentTarget.value === 'show' })}
          data={[
            { value: 'show', label: t(`QUESTIONNAIRES.RULE.SHOW_${who}`) },
            { value: 'hide', label: t(`QUESTIONNAIRES.RULE.HIDE_${who}`) },
          ]}
          data-testid="rule-mode"
          style={{ flex: '1 1 14rem' }}
        />
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          onClick={() => onChange({ Rule: null, Show: true })}
          data-testid={`${testPrefix}remove-rule`}
        >
          {t('QUESTIONNAIRES.RULE.REMOVE_RULE')}
        </Button>
      </Group>
      <RuleGroup
        group={rootGroup(target.Rule)}
        ownIndex={ownIndex}
        path={path}
        depth={1}
        onChange={(Rule) => onChange({ ...target, Rule })}
      />
    </Stack>
  );
}
