import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deliveryDetailsSchema, type PointsItem, type Redemption } from 'shared-contracts';
import { Button, Modal, TextField } from 'shared-ui';
import {
  FormAlert,
  isDefiniteRefusal,
  type Message,
  useIdempotencyKey,
  useLanguage,
  useMessage,
  useMoney,
  useRemote,
} from 'shared-ui/kit';

import {
  usePointsBalance,
  usePointsConfig,
  useRedeem,
  useWithdrawalPasswordSet,
} from '../../api/points';
import { formatPoints } from './formatPoints';
import { PasswordUnsetNotice } from './PasswordUnsetNotice';
import styles from './PointsMall.module.css';
import { placeRefusal } from './pointsRefusals';
import { WithdrawalPasswordField } from './WithdrawalPasswordField';

export interface RedeemDialogProps {
  item: PointsItem;
  /** False for a guest or a trial account: the dialog offers the login (or the upgrade) instead. */
  canRedeem: boolean;
  /** Signed in (a trial account when `canRedeem` is false). */
  signedIn: boolean;
  onLogIn: () => void;
  onClose: () => void;
}

type Field = 'quantity' | 'name' | 'phone' | 'address' | 'withdrawalPassword';
type Errors = Partial<Record<Field, Message>>;

/**
 * An item's detail and its redemption: quantity, delivery details for a physical item and the
 * withdrawal password as the confirmation. A refusal lands at its field and keeps what was
 * typed; the idempotency key survives a lost answer so a retry cannot redeem twice.
 */
export const RedeemDialog = ({
  item,
  canRedeem,
  signedIn,
  onLogIn,
  onClose,
}: RedeemDialogProps) => {
  const { t } = useTranslation('promo');
  const { host, asset } = useRemote();
  const language = useLanguage();
  const { format } = useMoney();
  const text = useMessage();
  const config = usePointsConfig();
  const balance = usePointsBalance();
  const passwordSet = useWithdrawalPasswordSet();
  const redeem = useRedeem();
  const [idempotencyKey, renewKey] = useIdempotencyKey();
  const [values, setValues] = useState({
    quantity: '1',
    name: '',
    phone: '',
    address: '',
    withdrawalPassword: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<Message | null>(null);
  const [unset, setUnset] = useState(false);
  const [done, setDone] = useState<Redemption | null>(null);
  const physical = item.kind === 'physical';
  const soldOut = item.stock === 0;
  const quantity = /^\d+$/.test(values.quantity) ? Number(values.quantity) : NaN;
  const total = Number.isInteger(quantity) ? quantity * item.cost : null;

  const set = (field: Field, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const validate = (): Errors => {
    const found: Errors = {};
    const max = Math.min(config.data?.maxQuantity ?? 100, item.stock ?? Infinity);
    if (!Number.isInteger(quantity) || quantity < 1)
      found.quantity = { key: 'points.redeem.quantityInvalid' };
    else if (quantity > max) found.quantity = { key: 'points.redeem.quantityMax', params: { max } };
    else if (balance.data && total !== null && total > balance.data.balance)
      found.quantity = { key: 'points.refused.insufficientPoints' };
    if (physical) {
      const shape = deliveryDetailsSchema.shape;
      if (!shape.name.safeParse(values.name).success)
        found.name = { key: 'points.delivery.nameInvalid' };
      if (!shape.phone.safeParse(values.phone).success)
        found.phone = { key: 'points.delivery.phoneInvalid' };
      if (!shape.address.safeParse(values.address).success)
        found.address = { key: 'points.delivery.addressInvalid' };
    }
    if (values.withdrawalPassword === '')
      found.withdrawalPassword = { key: 'points.passwordRequired' };
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validate();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      const value = await redeem.mutateAsync({
        input: {
          itemId: item.id,
          quantity,
          delivery: physical
            ? {
                name: values.name.trim(),
                phone: values.phone.trim(),
                address: values.address.trim(),
              }
            : undefined,
          withdrawalPassword: values.withdrawalPassword,
        },
        idempotencyKey,
      });
      renewKey();
      if (value.redemption.cashAmount !== null) host.bus.publish({ type: 'RefreshBalance' });
      setDone(value.redemption);
    } catch (error) {
      if (isDefiniteRefusal(error)) renewKey();
      const placed = placeRefusal(error, 'quantity');
      if (placed.passwordUnset) setUnset(true);
      else if (placed.field === 'delivery')
        setErrors({
          name: values.name.trim() ? undefined : placed.message,
          phone: values.phone.trim() ? undefined : placed.message,
          address: values.address.trim() ? undefined : placed.message,
        });
      else if (placed.field === 'form' || placed.field === 'points') setFormError(placed.message);
      else setErrors({ [placed.field]: placed.message });
    }
  };

  const detail = (
    <div className={styles.detail}>
      <img className={styles.detailImage} src={asset(item.imageUrl)} alt="" />
      <div className={styles.stack}>
        <p className={styles.cost}>
          {t('points.cost', { count: item.cost, points: formatPoints(item.cost, language) })}
        </p>
        <p className={styles.muted}>
          {item.cashValue === null
            ? t(`points.kind.${item.kind}`)
            : t(`points.kindValue.${item.kind}`, { amount: format(item.cashValue) })}
          {item.turnoverMultiple > 0
            ? ` · ${t('points.turnover', { multiple: item.turnoverMultiple })}`
            : ''}
        </p>
        <p className={styles.muted}>
          {item.stock === null
            ? t('points.stock.unlimited')
            : item.stock === 0
              ? t('points.stock.soldOut')
              : t('points.stock.left', { count: item.stock })}
        </p>
        <p>{item.description}</p>
      </div>
    </div>
  );

  const form = () => {
    if (!canRedeem)
      return (
        <div className={styles.stack}>
          <p className={styles.muted}>{t(signedIn ? 'points.trial' : 'points.redeem.guest')}</p>
          <Button onClick={onLogIn}>{t(signedIn ? 'points.trialAction' : 'points.logIn')}</Button>
        </div>
      );
    if (soldOut) return <p className={styles.muted}>{t('points.refused.outOfStock')}</p>;
    if (done)
      return (
        <div className={styles.stack}>
          <FormAlert
            tone="success"
            message={{
              key:
                done.status === 'approved'
                  ? 'points.redeem.doneApproved'
                  : 'points.redeem.doneInProgress',
              params: { name: done.itemName, points: formatPoints(done.points, language) },
            }}
          />
          <Button onClick={onClose}>{t('points.redeem.done')}</Button>
        </div>
      );
    return (
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {passwordSet.data === false || unset ? <PasswordUnsetNotice /> : null}
        <TextField
          label={t('points.redeem.quantity')}
          inputMode="numeric"
          required
          value={values.quantity}
          onChange={(event) => set('quantity', event.target.value)}
          hint={
            balance.data
              ? t('points.redeem.balanceHint', {
                  points: formatPoints(balance.data.balance, language),
                })
              : undefined
          }
          error={text(errors.quantity)}
        />
        {physical ? (
          <fieldset className={styles.fieldset}>
            <legend>{t('points.delivery.title')}</legend>
            <TextField
              label={t('points.delivery.name')}
              autoComplete="name"
              required
              value={values.name}
              onChange={(event) => set('name', event.target.value)}
              error={text(errors.name)}
            />
            <TextField
              label={t('points.delivery.phone')}
              type="tel"
              autoComplete="tel"
              required
              value={values.phone}
              onChange={(event) => set('phone', event.target.value)}
              error={text(errors.phone)}
            />
            <TextField
              label={t('points.delivery.address')}
              autoComplete="street-address"
              required
              value={values.address}
              onChange={(event) => set('address', event.target.value)}
              error={text(errors.address)}
            />
          </fieldset>
        ) : null}
        <WithdrawalPasswordField
          value={values.withdrawalPassword}
          onChange={(value) => set('withdrawalPassword', value)}
          error={text(errors.withdrawalPassword)}
        />
        <FormAlert message={formError} />
        <Button type="submit" fullWidth disabled={redeem.isPending} aria-busy={redeem.isPending}>
          {total !== null && total > 0
            ? t('points.redeem.submit', { count: total, points: formatPoints(total, language) })
            : t('points.redeem.submitPlain')}
        </Button>
      </form>
    );
  };

  return (
    <Modal open onClose={onClose} title={item.name} closeLabel={t('points.close')} size="lg">
      {detail}
      {form()}
    </Modal>
  );
};
