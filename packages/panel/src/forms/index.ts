export { useRuleForm, type RuleForm, type UseRuleFormOptions } from './use-rule-form';
export { schemaRules } from './schema-rules';
export { ruleResolver, type RuleValidate } from './rule-resolver';
export { SERVER_ERROR_TYPE, type RuleSubmitOptions, type ServerFieldNames } from './rule-submit';
