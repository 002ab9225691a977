import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from 'shared-ui';
import { messageOf, QueryView, useFormOutcome, useMessage, useRemote } from 'shared-ui/kit';

import { useAvatarSet, useChooseAvatar, useMemberIcon } from '../../api/avatar';
import { FormSubmitRow } from '../../components/FormSubmitRow';
import { layout } from '../../components/layout';
import { member } from '../../remote';
import styles from './AvatarChooser.module.css';

/**
 * The avatar chooser: the brand's set as a radio group (arrow keys move, Space picks), the
 * current one checked; saving shows it in the header at once.
 */
export const AvatarChooser = () => {
  const { t } = useTranslation(member.namespace);
  const show = useMessage();
  const { asset } = useRemote();
  const set = useAvatarSet();
  const icon = useMemberIcon();
  const choose = useChooseAvatar();
  const outcome = useFormOutcome();
  const [picked, setPicked] = useState<string | null>(null);
  const current = icon.data?.avatar?.id ?? null;
  const selected = picked ?? current;

  const save = async () => {
    if (!selected) return;
    outcome.clear();
    try {
      await choose.mutateAsync({ avatarId: selected });
      setPicked(null);
      outcome.success({ key: 'security.avatar.saved' });
    } catch (error) {
      outcome.fail(messageOf(error));
    }
  };

  return (
    <Panel headingLevel={4} title={t('security.avatar.title')}>
      <QueryView
        query={set}
        loadingLabel={t('common.loading')}
        errorMessage={show(messageOf(set.error)) ?? t('common.loadError')}
        retryLabel={t('common.retry')}
      >
        {({ list }) => (
          <form
            className={layout.stack}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <fieldset className={layout.fieldset}>
              <legend className={styles.legend}>{t('security.avatar.legend')}</legend>
              <div className={styles.grid}>
                {list.map((avatar, index) => (
                  <label key={avatar.id} className={styles.option}>
                    <input
                      type="radio"
                      name="avatar"
                      value={avatar.id}
                      className={styles.radio}
                      checked={selected === avatar.id}
                      onChange={() => {
                        setPicked(avatar.id);
                        outcome.clear();
                      }}
                    />
                    <img
                      src={asset(avatar.url)}
                      alt={t('security.avatar.option', { n: index + 1 })}
                      className={styles.image}
                      width={56}
                      height={56}
                    />
                  </label>
                ))}
              </div>
            </fieldset>
            <FormSubmitRow
              outcome={outcome}
              pending={choose.isPending}
              disabled={!selected || selected === current}
              end
            >
              {t('security.avatar.save')}
            </FormSubmitRow>
          </form>
        )}
      </QueryView>
    </Panel>
  );
};
