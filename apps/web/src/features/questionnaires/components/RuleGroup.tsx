import { Button, Fieldset, Group, NativeSelect, Stack } from '@mantine/core';
import type { CompoundOperator, CompoundRule, Rule } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { removeAt, replaceAt } from '../model/draft';
import { canAddRule, canNest, newCondition, newGroup, ruleTargets } from '../model/rules';
import { useBuilder } from './builder-context';
import { ConditionRow } from './ConditionRow';
import { FieldError } from './FieldError';

interface RuleGroupProps {
  group: CompoundRule;
  ownIndex: number;
  path: string;
  /** The root is 1; nested groups stop where their conditions would pass QUESTIONNAIRE_LIMITS.ruleDepth. */
  depth: number;
  onChange: (group: CompoundRule) => void;
  /** Nested groups only: the root is removed with the whole rule. */
  onRemove?: () => void;
}

/** An And/Or group of conditions and nested groups, as a fieldset so its legend names it for screen readers. */
export function RuleGroup({ group, ownIndex, path, depth, onChange, onRemove }: RuleGroupProps) {
  const { t } = useTranslation();
  const { items } = useBuilder();
  const first = ruleTargets(items, ownIndex)[0]?.item;
  const setRules = (Rules: Rule[]) => onChange({ ...group, Rules });
  const child = (rule: Rule, k: number) => {
    const childPath = `${path}.Rules.${k}`;
    const update = (next: Rule) => setRules(replaceAt(group.Rules, k, next));
    const remove = () => setRules(removeAt(group.Rules, k));
    return rule.Type === 'CompoundRule' ? (
      <RuleGroup
        key={childPath}
        group={rule}
        ownIndex={ownIndex}
        path={childPath}
        depth={depth + 1}
        onChange={update}
        onRemove={remove}
      />
    ) : (
      <ConditionRow
        key={childPath}
        rule={rule}
        ownIndex={ownIndex}
        path={childPath}
        onChange={update}
        onRemove={remove}
      />
    );
  };

  return (
    <Fieldset
      legend={t(depth === 1 ? 'QUESTIONNAIRES.RULE.CONDITIONS' : 'QUESTIONNAIRES.RULE.GROUP')}
      variant="filled"
      p="xs"
    >
      <Stack gap="xs">
        <NativeSelect
          label={t('QUESTIONNAIRES.RULE.MATCH')}
          value={group.Operator}
          onChange={(e) => onChange({ ...group, Operator: e.currentTarget.value as CompoundOperator })}
          data={[
            { value: 'And', label: t('QUESTIONNAIRES.RULE.AND') },
            { value: 'Or', label: t('QUESTIONNAIRES.RULE.OR') },
          ]}
          data-testid="rule-operator"
        />
        {group.Rules.map(child)}
        <FieldError path={path} />
        <Group gap="xs" wrap="wrap">
          <Button
            size="compact-sm"
            variant="light"
            disabled={!first || !canAddRule(group)}
            onClick={() => setRules([...group.Rules, newCondition(first)])}
            data-testid="add-condition"
          >
            {t('QUESTIONNAIRES.RULE.ADD_CONDITION')}
          </Button>
          {canNest(depth) && (
            <Button
              size="compact-sm"
              variant="light"
              disabled={!first || !canAddRule(group)}
              onClick={() => setRules([...group.Rules, newGroup([newCondition(first)])])}
              data-testid="add-group"
            >
              {t('QUESTIONNAIRES.RULE.ADD_GROUP')}
            </Button>
          )}
          {onRemove && (
            <Button size="compact-sm" variant="subtle" color="red" onClick={onRemove}>
              {t('QUESTIONNAIRES.RULE.REMOVE_GROUP')}
            </Button>
          )}
        </Group>
      </Stack>
    </Fieldset>
  );
}
