import { PauseCircleOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { COOL_OFF_PERIODS, type ExclusionKind, type ExclusionPeriod, exclusionEnd, SELF_EXCLUSION_PERIODS, type TradingLimits } from '@veritex/shared';
import { Alert, App, Button, Checkbox, Modal, Segmented, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useRequestIds } from '../../api/requestId';
import { useFormat } from '../../i18n/format';
import { limitsApi, storeLimits } from './limitsApi';

const PERIODS: Record<ExclusionKind, readonly ExclusionPeriod[]> = { cool_off: COOL_OFF_PERIODS, self_exclusion: SELF_EXCLUSION_PERIODS };

/** The active period, stated with its end (or that it is permanent). */
export function ActiveExclusion({ exclusion }: { exclusion: NonNullable<TradingLimits['exclusion']> }) {
  const { t } = useTranslation('limits');
  const format = useFormat();
  const title =
    exclusion.ends_at === null ? t('exclusion.activePermanent') : t(`exclusion.active_${exclusion.kind}`, { end: format.dateTime(exclusion.ends_at) });
  return (
    <Alert
      type="warning"
      showIcon
      icon={<PauseCircleOutlined />}
      title={<span data-testid="exclusion-active-title">{title}</span>}
      description={t('exclusion.activeBody')}
      data-testid="exclusion-active"
      data-kind={exclusion.kind}
      data-ends-at={exclusion.ends_at ?? 'permanent'}
    />
  );
}

/**
 * Cool-off and self-exclusion: choose a kind and a period, then confirm in a dialog that says
 * plainly that nobody can shorten or lift it (a box must be ticked first).
 */
export function ExclusionCard({ data }: { data: TradingLimits }) {
  const { t } = useTranslation('limits');
  const { message } = App.useApp();
  const format = useFormat();
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();
  const [kind, setKind] = useState<ExclusionKind>('cool_off');
  const [period, setPeriod] = useState<ExclusionPeriod>('24h');
  const [confirming, setConfirming] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const permanentActive = data.exclusion !== null && data.exclusion.ends_at === null;
  const end = exclusionEnd(period, new Date());

  const chooseKind = (next: ExclusionKind) => {
    setKind(next);
    setPeriod(PERIODS[next][0] ?? '24h');
  };
  const close = () => {
    setConfirming(false);
    setUnderstood(false);
    setError(undefined);
  };
  const start = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await limitsApi.exclude(kind, period, requestIds.take({ kind, period }));
      requestIds.settle();
      storeLimits(queryClient, answer);
      close();
      void message.success(t('exclusion.started'));
    } catch (caught) {
      if (caught instanceof ApiError) {
        requestIds.settle();
        setError(caught.msg);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="vx-limits-section vx-limits-exclusion" data-testid="limits-exclusion">
      <h2 className="vx-limits-subtitle">{t('exclusion.title')}</h2>
      <p className="vx-muted">{t('exclusion.intro')}</p>
      {permanentActive ? null : (
        <div className="vx-limits-exclusion__form">
          <Segmented<ExclusionKind>
            value={kind}
            onChange={chooseKind}
            options={[
              { value: 'cool_off', label: <span data-testid="exclusion-kind-cool_off">{t('exclusion.cool_off')}</span> },
              { value: 'self_exclusion', label: <span data-testid="exclusion-kind-self_exclusion">{t('exclusion.self_exclusion')}</span> },
            ]}
          />
          <Select<ExclusionPeriod>
            value={period}
            onChange={setPeriod}
            aria-label={t('exclusion.period')}
            className="vx-limits-exclusion__period"
            options={PERIODS[kind].map((value) => ({ value, label: t(`exclusion.periods.${value}`) }))}
            data-testid="exclusion-period"
          />
          <Button danger type="primary" onClick={() => setConfirming(true)} data-testid="exclusion-start">
            {t(`exclusion.start_${kind}`)}
          </Button>
          {data.exclusion ? <span className="vx-muted">{t('exclusion.onlyLonger')}</span> : null}
        </div>
      )}
      <Modal
        open={confirming}
        title={t('exclusion.confirmTitle')}
        okText={t('exclusion.confirm')}
        okButtonProps={{ danger: true, disabled: !understood, loading: busy, 'data-testid': 'exclusion-confirm' }}
        cancelButtonProps={{ disabled: busy }}
        onOk={() => void start()}
        onCancel={close}
        destroyOnHidden
      >
        <p data-testid="exclusion-confirm-body">
          {end === undefined ? t('exclusion.confirmBodyPermanent') : t('exclusion.confirmBody', { end: format.dateTime(end) })}
        </p>
        <Checkbox checked={understood} onChange={(event) => setUnderstood(event.target.checked)} data-testid="exclusion-understand">
          {t('exclusion.understand')}
        </Checkbox>
        {error ? <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} data-testid="exclusion-error" /> : null}
      </Modal>
    </section>
  );
}
