import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deliveryDetailsSchema, type PointsItem, type Redemption } from 'shared-contracts';
import { Button, formLayout, Modal, TextField } from 'shared-ui';
import {
  type FieldErrors,
  FormAlert,
  useForm,
  useLanguage,
  useMessage,
  useMoney,
  useRemote,
} from 'shared-ui/kit';

import { usePointsBalance, usePointsConfig, useRedeem } from '../../api/points';
import common from '../../components/common.module.css';
import { formatPoints } from './formatPoints';
import styles from './PointsMall.module.css';
import { PointsSpendForm, usePointsSpend } from './PointsSpendForm';

export interface RedeemDialogProps {
  item: PointsItem;
  /** False for a guest or a trial account: the dialog offers the login (or the upgrade) instead. */
  canRedeem: boolean;
  /** Signed in (a trial account when `canRedeem` is false). */
  signedIn: boolean;
  onLogIn: () => void;
  onClose: () => void;
}

interface RedeemValues extends Record<string, unknown> {
  quantity: string;
  name: string;
  phone: string;
  address: string;
  withdrawalPassword: string;
}

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
  const { asset } = useRemote();
  const language = useLanguage();
  const { format } = useMoney();
  const text = useMessage();
  const config = usePointsConfig();
  const balance = usePointsBalance();
  const redeem = useRedeem();
  const spend = usePointsSpend('quantity');
  const [done, setDone] = useState<Redemption | null>(null);
  const physical = item.kind === 'physical';
  const soldOut = item.stock === 0;
  const quantityOf = (values: RedeemValues) =>
    /^\d+$/.test(values.quantity) ? Number(values.quantity) : NaN;

  const form = useForm<RedeemValues>({
    initial: { quantity: '1', name: '', phone: '', address: '', withdrawalPassword: '' },
    validate: (values) => {
      const found: FieldErrors<RedeemValues> = {};
      const quantity = quantityOf(values);
      const max = Math.min(config.data?.maxQuantity ?? 100, item.stock ?? Infinity);
      if (!Number.isInteger(quantity) || quantity < 1)
        found.quantity = { key: 'points.redeem.quantityInvalid' };
      else if (quantity > max)
        found.quantity = { key: 'points.redeem.quantityMax', params: { max } };
      else if (balance.data && quantity * item.cost > balance.data.balance)
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
    },
    onSubmit: async (values) => {
      const name = values.name.trim();
      const phone = values.phone.trim();
      const address = values.address.trim();
      try {
        const value = await redeem.mutateAsync({
          itemId: item.id,
          quantity: quantityOf(values),
          delivery: physical ? { name, phone, address } : undefined,
          withdrawalPassword: values.withdrawalPassword,
          idempotencyKey: spend.idempotencyKey,
        });
        spend.done(value.redemption.cashAmount !== null);
        setDone(value.redemption);
      } catch (error) {
        const placed = spend.refused(error);
        if (placed.passwordUnset) return;
        if (placed.field === 'form' || placed.field === 'points') {
          form.outcome.fail(placed.message);
          return;
        }
        // A delivery refusal names no field: each one left blank gets it.
        if (placed.field === 'delivery')
          return {
            ...(name ? {} : { name: placed.message }),
            ...(phone ? {} : { phone: placed.message }),
            ...(address ? {} : { address: placed.message }),
          };
        return { [placed.field]: placed.message };
      }
    },
  });
  const { values, errors, setField } = form;
  const quantity = quantityOf(values);
  const total = Number.isInteger(quantity) ? quantity * item.cost : null;

  const detail = (
    <div className={styles.detail}>
      <img
        className={`${common.picture} ${styles.detailImage}`}
        src={asset(item.imageUrl)}
        alt=""
      />
      <div className={common.stack}>
        <p className={styles.cost}>
          {t('points.cost', { count: item.cost, points: formatPoints(item.cost, language) })}
        </p>
        <p className={common.muted}>
          {item.cashValue === null
            ? t(`points.kind.${item.kind}`)
            : t(`points.kindValue.${item.kind}`, { amount: format(item.cashValue) })}
          {item.turnoverMultiple > 0
            ? ` · ${t('points.turnover', { multiple: item.turnoverMultiple })}`
            : ''}
        </p>
        <p className={common.muted}>
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

  const content = () => {
    if (!canRedeem)
      return (
        <div className={common.stack}>
          <p className={common.muted}>{t(signedIn ? 'points.trial' : 'points.redeem.guest')}</p>
          <Button onClick={onLogIn}>{t(signedIn ? 'points.trialAction' : 'points.logIn')}</Button>
        </div>
      );
    if (soldOut) return <p className={common.muted}>{t('points.refused.outOfStock')}</p>;
    if (done)
      return (
        <div className={common.stack}>
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
      <PointsSpendForm
        form={form}
        spend={spend}
        pending={redeem.isPending}
        submitLabel={
          total !== null && total > 0
            ? t('points.redeem.submit', { count: total, points: formatPoints(total, language) })
            : t('points.redeem.submitPlain')
        }
      >
        <TextField
          label={t('points.redeem.quantity')}
          inputMode="numeric"
          required
          value={values.quantity}
          onChange={(event) => setField('quantity', event.target.value)}
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
          <fieldset className={`${formLayout.form} ${styles.fieldset}`}>
            <legend>{t('points.delivery.title')}</legend>
            <TextField
              label={t('points.delivery.name')}
              autoComplete="name"
              required
              value={values.name}
              onChange={(event) => setField('name', event.target.value)}
              error={text(errors.name)}
            />
            <TextField
              label={t('points.delivery.phone')}
              type="tel"
              autoComplete="tel"
              required
              value={values.phone}
              onChange={(event) => setField('phone', event.target.value)}
              error={text(errors.phone)}
            />
            <TextField
              label={t('points.delivery.address')}
              autoComplete="street-address"
              required
              value={values.address}
              onChange={(event) => setField('address', event.target.value)}
              error={text(errors.address)}
            />
          </fieldset>
        ) : null}
      </PointsSpendForm>
    );
  };

  return (
    <Modal open onClose={onClose} title={item.name} closeLabel={t('points.close')} size="lg">
      {detail}
      {content()}
    </Modal>
  );
};
