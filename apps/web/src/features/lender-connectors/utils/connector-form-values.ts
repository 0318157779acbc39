/**
 * The connector form's values as typed (text for numbers and addresses, blank secrets) and the input the API takes:
 * blank is null, a blank secret is left out (the stored one stays), the poll interval only while polling is on.
 */
import {
  CONNECTOR_ATTEMPTS,
  CONNECTOR_TIMEOUT_MS,
  connectorFields,
  defaultFieldMap,
  lenderConnectorInputSchema,
  type ConnectorAuthKind,
  type ConnectorField,
  type ConnectorSendMode,
  type LenderConnector,
  type LenderConnectorInput,
} from '@saakh/domain/lender-connectors';

export type ConnectorFormValues = {
  sendMode: ConnectorSendMode;
  autosubmission: boolean;
  endpointUrl: string;
  authKind: ConnectorAuthKind | '';
  keyId: string;
  secret: string;
  tokenUrl: string;
  fieldMap: Record<ConnectorField, string>;
  timeoutMs: string;
  maxAttempts: string;
  webhooks: boolean;
  webhookSecret: string;
  polling: boolean;
  pollMinutes: string;
};

/** The fields a message can sit under: the form's own names, and `fieldMap.<Saakh field>` for the table. */
export type ConnectorFormField = Exclude<keyof ConnectorFormValues, 'fieldMap'> | `fieldMap.${ConnectorField}`;
export type ConnectorFormProblems = Partial<Record<ConnectorFormField, string>>;

const DEFAULT_POLL_MINUTES = 5;

/** The form of a stored connector (secrets blank: they are never read back), or of a lender without one. */
export function connectorFormValues(
  connector: LenderConnector | null,
  lenderAutosubmission = false,
): ConnectorFormValues {
  return {
    sendMode: connector?.sendMode ?? 'link',
    autosubmission: connector?.autosubmission ?? lenderAutosubmission,
    endpointUrl: connector?.endpointUrl ?? '',
    authKind: connector?.authKind ?? '',
    keyId: connector?.keyId ?? '',
    secret: '',
    tokenUrl: connector?.tokenUrl ?? '',
    fieldMap: Object.fromEntries(
      connectorFields.map((field) => [field, connector?.fieldMap[field] ?? defaultFieldMap[field]]),
    ) as Record<ConnectorField, string>,
    timeoutMs: String(connector?.timeoutMs ?? CONNECTOR_TIMEOUT_MS.default),
    maxAttempts: String(connector?.maxAttempts ?? CONNECTOR_ATTEMPTS.default),
    webhooks: connector?.webhooks ?? false,
    webhookSecret: '',
    polling: connector?.pollMinutes !== null && connector?.pollMinutes !== undefined,
    pollMinutes: String(connector?.pollMinutes ?? DEFAULT_POLL_MINUTES),
  };
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());
/** A whole number as typed; anything else is NaN, which the schema refuses. */
const toNumber = (value: string) => (/^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN);

export function connectorInput(values: ConnectorFormValues): LenderConnectorInput {
  const fieldMap: LenderConnectorInput['fieldMap'] = {};
  for (const field of connectorFields) {
    const name = values.fieldMap[field].trim();
    if (name) fieldMap[field] = name;
  }
  return {
    sendMode: values.sendMode,
    autosubmission: values.autosubmission,
    endpointUrl: blankToNull(values.endpointUrl),
    authKind: values.authKind || null,
    keyId: blankToNull(values.keyId),
    ...(values.secret ? { secret: values.secret } : {}),
    tokenUrl: values.authKind === 'oauth' ? blankToNull(values.tokenUrl) : null,
    fieldMap,
    timeoutMs: toNumber(values.timeoutMs),
    maxAttempts: toNumber(values.maxAttempts),
    webhooks: values.webhooks,
    ...(values.webhooks && values.webhookSecret ? { webhookSecret: values.webhookSecret } : {}),
    pollMinutes: values.polling ? toNumber(values.pollMinutes) : null,
  };
}

const numberFields = new Set<string>(['timeoutMs', 'maxAttempts', 'pollMinutes']);

/**
 * The domain schema's first message per field (a message key of the domain namespace), or `range` for a number out
 * of its bounds, which the form words itself with the bounds.
 */
export function connectorProblems(values: ConnectorFormValues): ConnectorFormProblems {
  const result = lenderConnectorInputSchema.safeParse(connectorInput(values));
  const problems: ConnectorFormProblems = {};
  for (const issue of result.error?.issues ?? []) {
    const [first, second] = issue.path.map(String);
    if (!first) continue;
    const field = (first === 'fieldMap' && second ? `fieldMap.${second}` : first) as ConnectorFormField;
    problems[field] ??= numberFields.has(first) ? 'range' : issue.message;
  }
  return problems;
}
