import { useTranslation } from 'react-i18next';
import {
  type MemberProfile,
  PROFILE_MINIMUM_AGE,
  PROFILE_TEXT_LENGTHS,
  type ProfileUpdate,
  requiredRule,
  type SourceOfIncome,
  SOURCES_OF_INCOME,
} from 'shared-contracts';
import { formLayout, Panel, SelectField, TextField } from 'shared-ui';
import {
  type FieldErrors,
  FormAlert,
  type Message,
  reasonOf,
  useForm,
  useMessage,
} from 'shared-ui/kit';

import { useRegisterSetting, useUpdateProfile } from '../../api/security';
import { FormSubmitRow } from '../../components/FormSubmitRow';
import { cx, layout } from '../../components/layout';
import { member } from '../../remote';
import { checkRule, fieldRefusalOf } from './fieldMessages';
import styles from './Security.module.css';

interface ProfileValues extends Record<string, unknown> {
  nickname: string;
  realName: string;
  birthday: string;
  ageConfirmed: boolean;
  address: string;
  nationality: string;
  placeOfBirth: string;
  occupation: string;
  sourceOfIncome: '' | SourceOfIncome;
  lineId: string;
}

const TEXT_FIELDS = [
  'nickname',
  'realName',
  'birthday',
  'address',
  'nationality',
  'placeOfBirth',
  'occupation',
  'lineId',
] as const;
type TextKey = (typeof TEXT_FIELDS)[number];

/** The platform names some fields as registration does. */
const FIELD_OF: Record<string, keyof ProfileValues> = { payeeName: 'realName', line: 'lineId' };

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Whole years between a `yyyy-MM-dd` birthday and today (the calendar of the player). */
export const ageToday = (birthday: string, today = new Date()): number | null => {
  if (!DATE.test(birthday)) return null;
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  if (date.getMonth() !== m - 1 || date.getDate() !== d) return null;
  const before = today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d);
  return today.getFullYear() - y - (before ? 1 : 0);
};

const initialOf = (profile: MemberProfile): ProfileValues => ({
  nickname: profile.nickname,
  realName: profile.realName ?? '',
  birthday: profile.birthday ?? '',
  ageConfirmed: false,
  address: profile.address ?? '',
  nationality: profile.nationality ?? '',
  placeOfBirth: profile.placeOfBirth ?? '',
  occupation: profile.occupation ?? '',
  sourceOfIncome: profile.sourceOfIncome ?? '',
  lineId: profile.lineId ?? '',
});

/** The free texts with bounds (the contract's, counted after trimming). */
const BOUNDED = Object.keys(PROFILE_TEXT_LENGTHS) as (keyof typeof PROFILE_TEXT_LENGTHS)[];

export interface ProfileFormProps {
  profile: MemberProfile;
}

/**
 * The profile: nickname, real name (the payee name of every bound account, under the brand's
 * payee-name rule; read-only once locked), birthday with the 21+ confirmation, address,
 * nationality, LINE id, and SPEC's place of birth, occupation and source of income. Only changed fields are sent; a field once set cannot be emptied.
 */
export const ProfileForm = ({ profile }: ProfileFormProps) => {
  const { t } = useTranslation(member.namespace);
  const text = useMessage();
  const setting = useRegisterSetting().data;
  const update = useUpdateProfile();
  const initial = initialOf(profile);
  const nameLocked = profile.realNameLocked && profile.realName !== null;

  const validate = (values: ProfileValues): FieldErrors<ProfileValues> => {
    const errors: FieldErrors<ProfileValues> = {};
    for (const field of TEXT_FIELDS) {
      const value = values[field].trim();
      if (value === '' && initial[field] !== '') errors[field] = { key: 'common.required' };
    }
    for (const field of BOUNDED) {
      const value = values[field].trim();
      const [min, max] = PROFILE_TEXT_LENGTHS[field];
      if (value !== '' && ([...value].length < min || [...value].length > max))
        errors[field] = { key: 'security.profile.length', params: { min, max } };
    }
    if (!nameLocked && values.realName.trim() !== '')
      errors.realName =
        checkRule(
          'payeeName',
          setting?.fields.payeeName,
          values.realName,
          requiredRule(0, 1, 50),
        ) ?? errors.realName;
    if (values.lineId.trim() !== '')
      errors.lineId =
        checkRule('line', setting?.fields.line, values.lineId, requiredRule(9, 4, 30)) ??
        errors.lineId;
    const birthday = values.birthday.trim();
    if (birthday !== '' && birthday !== initial.birthday) {
      const age = ageToday(birthday);
      if (age === null) errors.birthday = { key: 'security.profile.birthdayInvalid' };
      else if (age < PROFILE_MINIMUM_AGE)
        errors.birthday = {
          key: 'security.profile.underAge',
          params: { age: PROFILE_MINIMUM_AGE },
        };
      else if (!profile.ageConfirmed && !values.ageConfirmed)
        errors.ageConfirmed = {
          key: 'security.profile.confirmAgeRequired',
          params: { age: PROFILE_MINIMUM_AGE },
        };
    }
    return Object.fromEntries(
      Object.entries(errors).filter(([, value]) => value !== undefined),
    ) as FieldErrors<ProfileValues>;
  };

  const form = useForm<ProfileValues>({
    initial,
    validate,
    onSubmit: async (values) => {
      const changes: ProfileUpdate = {};
      for (const field of TEXT_FIELDS) {
        const value = values[field].trim();
        if (value !== '' && value !== initial[field] && !(field === 'realName' && nameLocked))
          changes[field] = value;
      }
      if (values.sourceOfIncome !== '' && values.sourceOfIncome !== initial.sourceOfIncome)
        changes.sourceOfIncome = values.sourceOfIncome;
      if (changes.birthday !== undefined && values.ageConfirmed) changes.ageConfirmed = true;
      if (Object.keys(changes).length === 0) {
        form.outcome.info({ key: 'security.profile.nothingChanged' });
        return;
      }
      try {
        await update.mutateAsync(changes);
        form.outcome.success({ key: 'security.profile.saved' });
      } catch (error) {
        const refusal = fieldRefusalOf(error);
        const field = refusal ? (FIELD_OF[refusal.field] ?? refusal.field) : null;
        // A text the platform found too short once trimmed: the same words as the form's check.
        if (reasonOf(error) === 'tooShort' && field && field in PROFILE_TEXT_LENGTHS) {
          const [min, max] = PROFILE_TEXT_LENGTHS[field as keyof typeof PROFILE_TEXT_LENGTHS];
          return {
            [field]: { key: 'security.profile.length', params: { min, max } },
          } as FieldErrors<ProfileValues>;
        }
        if (refusal && field && field in values)
          return { [field]: refusal.message } as FieldErrors<ProfileValues>;
        throw error;
      }
    },
  });
  const { values, errors, setField } = form;
  const birthdayChanged = values.birthday.trim() !== '' && values.birthday !== initial.birthday;

  const field = (name: TextKey, extra: { label: string; hint?: string; type?: string }) => (
    <TextField
      label={extra.label}
      hint={extra.hint}
      type={extra.type}
      name={name}
      value={values[name]}
      onChange={(event) => setField(name, event.target.value)}
      error={text(errors[name] as Message | undefined)}
    />
  );

  return (
    <Panel headingLevel={4} title={t('security.profile.title')}>
      <form className={layout.stack} noValidate onSubmit={(event) => void form.submit(event)}>
        <dl className={cx(layout.facts, styles.readOnly)}>
          <dt>{t('security.profile.username')}</dt>
          <dd>{profile.username}</dd>
        </dl>
        <div className={styles.grid}>
          {field('nickname', { label: t('security.profile.nickname') })}
          {nameLocked ? (
            <TextField
              label={t('security.profile.realName')}
              hint={t('security.profile.realNameLocked')}
              name="realName"
              value={profile.realName ?? ''}
              readOnly
            />
          ) : (
            field('realName', {
              label: t('security.profile.realName'),
              hint: t('security.profile.realNameHint'),
            })
          )}
          {field('birthday', {
            label: t('security.profile.birthday'),
            hint: t('security.profile.birthdayHint', { age: PROFILE_MINIMUM_AGE }),
            type: 'date',
          })}
          {field('nationality', { label: t('security.profile.nationality') })}
          {field('lineId', { label: t('security.profile.lineId') })}
          {field('placeOfBirth', {
            label: t('security.profile.placeOfBirth'),
            hint: t('security.profile.placeOfBirthHint'),
          })}
          {field('occupation', { label: t('security.profile.occupation') })}
          <SelectField<'' | SourceOfIncome>
            label={t('security.profile.sourceOfIncome')}
            value={values.sourceOfIncome}
            onChange={(source) => setField('sourceOfIncome', source)}
            // Once chosen, a source can be changed but not emptied (as the texts).
            options={[
              ...(initial.sourceOfIncome === ''
                ? [{ value: '' as const, label: t('security.profile.choose') }]
                : []),
              ...SOURCES_OF_INCOME.map((source) => ({
                value: source,
                label: t(`security.profile.sources.${source}`),
              })),
            ]}
          />
        </div>
        {field('address', { label: t('security.profile.address') })}
        {birthdayChanged && !profile.ageConfirmed ? (
          <div>
            <label className={formLayout.check}>
              <input
                type="checkbox"
                name="ageConfirmed"
                checked={values.ageConfirmed}
                aria-invalid={errors.ageConfirmed ? true : undefined}
                onChange={(event) => setField('ageConfirmed', event.target.checked)}
              />
              {t('security.profile.confirmAge', { age: PROFILE_MINIMUM_AGE })}
            </label>
            <FormAlert message={errors.ageConfirmed} />
          </div>
        ) : null}
        <FormSubmitRow outcome={form.outcome} pending={update.isPending}>
          {t('common.save')}
        </FormSubmitRow>
      </form>
    </Panel>
  );
};
