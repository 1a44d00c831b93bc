import { featureFlagNameSchema } from '@lexlogis/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { showToast } from '@/lib/toast';
import { useAllFlags, useFlagMutation, type FlagChange } from '../api/admin-api';
import { SectionState } from './section-state';

const FAILURE_KEYS = {
  create: 'createFailed',
  update: 'updateFailed',
  delete: 'deleteFailed',
} as const;

/** Flag administration: every change shows at once and is undone if the server refuses it. */
export function AdminFlags() {
  const { t } = useTranslation();
  const flags = useAllFlags();
  const mutation = useFlagMutation();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  function change(next: FlagChange) {
    mutation.mutate(next, {
      onError: () => showToast(t(`admin.flags.${FAILURE_KEYS[next.kind]}`), { variant: 'error' }),
    });
  }

  function create(event: FormEvent) {
    event.preventDefault();
    const parsed = featureFlagNameSchema.safeParse(name);
    if (!parsed.success) {
      setFormError(t('admin.flags.invalidName'));
      return;
    }
    if (flags.data?.flags[parsed.data]) {
      setFormError(t('admin.flags.existsLocally', { name: parsed.data }));
      return;
    }
    setFormError(null);
    change({
      kind: 'create',
      flag: { name: parsed.data, description: description.trim(), enabled: false },
    });
    setName('');
    setDescription('');
  }

  if (!flags.data)
    return <SectionState isError={flags.isError} onRetry={() => void flags.refetch()} />;
  const entries = Object.entries(flags.data.flags).sort(([a], [b]) => a.localeCompare(b));

  return (
    <div className="space-y-6">
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {entries.map(([flagName, flag]) => (
          <li key={flagName} className="flex flex-wrap items-center justify-between gap-3 p-3">
            <div className="min-w-0">
              <p className="font-mono text-sm font-medium text-slate-900">{flagName}</p>
              <p className="text-xs text-slate-600">{flag.description}</p>
            </div>
            <div className="flex items-center gap-3">
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  role="switch"
                  className="size-4"
                  checked={flag.enabled}
                  aria-label={t('admin.flags.toggle', { name: flagName })}
                  onChange={(event) =>
                    change({ kind: 'update', name: flagName, enabled: event.target.checked })
                  }
                />
                {flag.enabled ? t('admin.flags.on') : t('admin.flags.off')}
              </label>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => change({ kind: 'delete', name: flagName })}
                aria-label={t('admin.flags.delete', { name: flagName })}
              >
                {t('admin.flags.deleteShort')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <form onSubmit={create} className="max-w-md space-y-3" aria-labelledby="admin-flag-create">
        <h2 id="admin-flag-create" className="text-lg font-semibold text-slate-900">
          {t('admin.flags.create')}
        </h2>
        <label className="block text-sm font-medium text-slate-800">
          {t('admin.flags.name')}
          <Input
            className="mt-1 font-mono"
            value={name}
            onChange={(event) => setName(event.target.value.toUpperCase())}
          />
        </label>
        <label className="block text-sm font-medium text-slate-800">
          {t('admin.flags.description')}
          <Input
            className="mt-1"
            value={description}
            maxLength={500}
            onChange={(event) => setDescription(event.target.value)}
          />
        </label>
        {formError && <Alert variant="error">{formError}</Alert>}
        <Button type="submit">{t('admin.flags.createButton')}</Button>
      </form>
    </div>
  );
}
