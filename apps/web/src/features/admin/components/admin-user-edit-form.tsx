import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  LANGUAGES,
  USER_ROLES,
  adminUserUpdateRequestSchema,
  languageSchema,
  userRoleSchema,
  type AdminUserUpdateRequest,
  type User,
} from '@lexlogis/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { isApiError } from '@/lib/api-error';
import { useUpdateAdminUser } from '../api/admin-directory-api';

const shape = adminUserUpdateRequestSchema.shape;
/** The contract's own rules for each editable field, all present in the form. */
const editFormSchema = z.object({
  name: shape.name.unwrap(),
  city: shape.city.unwrap(),
  language: languageSchema,
  role: userRoleSchema,
  isAdmin: z.boolean(),
});
type EditFormValues = z.infer<typeof editFormSchema>;

/** Refusals the server explains (admins cannot demote themselves; the last admin stays). */
const EXPLAINED_CODES = new Set(['ADMIN_SELF_CHANGE', 'LAST_ADMIN', 'USER_NOT_FOUND']);

/** Edits a user through PUT /admin/users/{id}, sending only the fields that changed. */
export function AdminUserEditForm({ user, onSaved }: { user: User; onSaved?: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateAdminUser();
  const [serverError, setServerError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<EditFormValues>({
    resolver: zodResolver(editFormSchema),
    defaultValues: {
      name: user.name,
      city: user.city,
      language: user.language,
      role: user.role,
      isAdmin: user.isAdmin,
    },
  });
  const { errors, isSubmitting, dirtyFields } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    setNotice(null);
    const changes = Object.fromEntries(
      Object.entries(values).filter(([key]) => dirtyFields[key as keyof EditFormValues]),
    ) as AdminUserUpdateRequest;
    if (Object.keys(changes).length === 0) {
      setNotice(t('admin.directory.noChanges'));
      return;
    }
    try {
      const { user: saved } = await update.mutateAsync({ id: user.id, changes });
      form.reset({
        name: saved.name,
        city: saved.city,
        language: saved.language,
        role: saved.role,
        isAdmin: saved.isAdmin,
      });
      setNotice(t('admin.directory.saved'));
      onSaved?.();
    } catch (error) {
      setServerError(
        isApiError(error) && error.code && EXPLAINED_CODES.has(error.code)
          ? t(`admin.directory.errors.${error.code}` as never)
          : t('admin.actionFailed'),
      );
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="mt-4 flex flex-col gap-3"
      aria-labelledby="admin-user-edit-title"
    >
      <h3 id="admin-user-edit-title" className="text-base font-semibold text-slate-900">
        {t('admin.directory.editTitle')}
      </h3>
      {serverError && <Alert variant="error">{serverError}</Alert>}
      {notice && (
        <p role="status" className="text-sm text-slate-700">
          {notice}
        </p>
      )}
      <Field
        id="admin-user-name"
        label={t('admin.users.name')}
        error={errors.name ? t('admin.directory.nameInvalid') : undefined}
      >
        {(control) => <Input {...control} autoComplete="off" {...form.register('name')} />}
      </Field>
      <Field
        id="admin-user-city"
        label={t('admin.directory.city')}
        error={errors.city ? t('admin.directory.cityInvalid') : undefined}
      >
        {(control) => <Input {...control} autoComplete="off" {...form.register('city')} />}
      </Field>
      <Field id="admin-user-language" label={t('admin.directory.language')}>
        {(control) => (
          <Select {...control} {...form.register('language')}>
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`admin.directory.languages.${language}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id="admin-user-role" label={t('admin.directory.role')}>
        {(control) => (
          <Select {...control} {...form.register('role')}>
            {USER_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`admin.directory.userRoles.${role}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" className="size-5" {...form.register('isAdmin')} />
        {t('admin.directory.isAdmin')}
      </label>
      <Button type="submit" className="self-start" disabled={isSubmitting}>
        {isSubmitting ? t('admin.directory.saving') : t('admin.directory.save')}
      </Button>
    </form>
  );
}
