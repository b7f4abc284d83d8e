/**
 * A list's Views menu, drawn by every ListView: the operator's saved views of this list (the
 * default marked), Save current view…, and for the view on screen Rename…, Set as default, Copy
 * link and Delete…. A view is the list's URL search without its paging (filters, sort, size,
 * columns); picking one puts it in the URL. Opening the list with no search applies the default
 * view, and `?view=<id>` (a shared link) applies that view, a filter the reader may not use
 * dropped with a note.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { object, string } from 'yup';
import { createSavedView, deleteSavedView, readSavedView, savedViewKeys, updateSavedView } from '../api/saved-views';
import type { SavedView } from '../contracts/saved-view-schemas';
import { isSavedViewList, SAVED_VIEW_NAME_MAX, VIEW_PARAM, type SavedViewListPath } from '../contracts/saved-views';
import { savedViewsQuery, useOpeningEntry } from '../list/default-view';
import { droppedNote, sameParams, viewParamsOf } from '../list/saved-view-search';
import { routeId } from '../format/route-id';
import { useToastStore } from '../stores/toast-store';
import { kit } from '../i18n/kit-messages';
import { ConfirmDialog } from './confirm-dialog';
import { FormDialog } from './form-dialog';
import { TextField } from './form-field';
import { Button, HStack, Menu, Portal, Stack, Text } from './ui';

const nameSchema = object({
  name: string()
    .trim()
    .required(() => kit.t('views.nameRequired'))
    .max(SAVED_VIEW_NAME_MAX, () => kit.t('views.nameMax', { n: SAVED_VIEW_NAME_MAX })),
});

/** The Views menu of the list on screen; nothing on a page that keeps no views. */
export function SavedViewsMenu() {
  const { pathname } = useLocation();
  if (!isSavedViewList(pathname)) return null;
  return <SavedViews listPath={pathname} />;
}

type Dialog = 'save' | 'rename' | 'delete' | null;

function SavedViews({ listPath }: { listPath: SavedViewListPath }) {
  const t = kit.useT();
  const [search, setSearch] = useSearchParams();
  const queryClient = useQueryClient();
  const views = useQuery(savedViewsQuery(listPath));
  const [note, setNote] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);

  const params = viewParamsOf(search);
  const current = views.data?.find((view) => sameParams(view.params, params));
  const apply = (view: Pick<SavedView, 'params'>) => setSearch(new URLSearchParams(view.params), { replace: true });
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedViewKeys.list(listPath) });

  // The search as last rendered, for an answer that arrives after it changed.
  const latest = useRef(search);
  latest.current = search;

  // A shared link (`?view=<id>`), whenever the address gets one: its view replaces the search.
  const linked = search.get(VIEW_PARAM);
  const handledLink = useRef<string | null>(null);
  useEffect(() => {
    if (linked === null || handledLink.current === linked) {
      handledLink.current = linked;
      return;
    }
    handledLink.current = linked;
    const id = routeId(linked);
    if (id === undefined) {
      setNote(kit.t('views.badLink'));
      setSearch(new URLSearchParams(viewParamsOf(latest.current)), { replace: true });
      return;
    }
    void readSavedView(id).then((answer) => {
      if ('refusal' in answer) {
        setNote(kit.t('views.refused', { reason: answer.refusal }));
        setSearch(new URLSearchParams(viewParamsOf(latest.current)), { replace: true });
        return;
      }
      apply(answer.view);
      setNote(droppedNote(answer.view.dropped));
    });
  }, [linked]); // eslint-disable-line react-hooks/exhaustive-deps

  // The list opened (not a filter changed in place) with no search at all: the default view.
  // The list's rows wait for it (useListPage), so this is their first read's search.
  const entry = useOpeningEntry();
  const { key } = entry;
  const decided = useRef<string | null>(null);
  useEffect(() => {
    if (!entry.opening || decided.current === key) return;
    if (search.toString() !== '') {
      decided.current = key;
      return;
    }
    if (!views.data) return;
    decided.current = key;
    const fallback = views.data.find((view) => view.is_default);
    // Unless the operator has chosen something while the views loaded.
    if (fallback && Object.keys(viewParamsOf(latest.current)).length === 0) {
      apply(fallback);
      setNote(droppedNote(fallback.dropped));
    }
  }, [key, views.data]); // eslint-disable-line react-hooks/exhaustive-deps

  const create = useMutation({ mutationFn: createSavedView, onSuccess: refresh });
  const update = useMutation({
    mutationFn: ({ view, ...body }: { view: SavedView; name?: string; is_default?: boolean }) =>
      updateSavedView(view.id, { ...body, updated_at: view.updated_at }),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (view: SavedView) => deleteSavedView(view.id), onSuccess: refresh });
  const toast = useToastStore.getState;

  const toggleDefault = (view: SavedView) =>
    update.mutate(
      { view, is_default: !view.is_default },
      {
        onSuccess: () =>
          toast().showSuccess(
            kit.t(view.is_default ? 'views.noLongerDefault' : 'views.isDefault', { name: view.name }),
          ),
        onError: (error) => toast().showError(error.message),
      },
    );
  const copyLink = async (view: SavedView) => {
    const url = new URL(window.location.href);
    url.search = new URLSearchParams({ [VIEW_PARAM]: String(view.id) }).toString();
    try {
      await navigator.clipboard.writeText(url.toString());
      toast().showSuccess(kit.t('views.linkCopied'));
    } catch {
      toast().showError(kit.t('views.linkNotCopied', { url: url.toString() }));
    }
  };

  const list = views.data ?? [];
  return (
    <Stack gap="1" align="flex-end">
      <HStack gap="2">
        <Menu.Root positioning={{ placement: 'bottom-end' }}>
          <Menu.Trigger asChild>
            <Button size="sm" variant="outline">
              {current ? t('views.menuCurrent', { name: current.name }) : t('views.menu')}
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="56">
                <Menu.ItemGroup>
                  <Menu.ItemGroupLabel>{t('views.saved')}</Menu.ItemGroupLabel>
                  {list.length === 0 && (
                    <Menu.Item value="none" disabled>
                      {views.isError ? t('views.loadFailed') : t('views.none')}
                    </Menu.Item>
                  )}
                  {list.map((view) => (
                    <Menu.Item
                      key={view.id}
                      value={`view-${view.id}`}
                      onSelect={() => {
                        setNote(null);
                        apply(view);
                      }}
                      aria-current={view.id === current?.id ? 'true' : undefined}
                      fontWeight={view.id === current?.id ? 'semibold' : undefined}
                    >
                      {view.name}
                      {view.is_default && (
                        <Text as="span" color="fg.muted" fontSize="xs" ms="auto">
                          {t('views.default')}
                        </Text>
                      )}
                    </Menu.Item>
                  ))}
                </Menu.ItemGroup>
                <Menu.Separator />
                <Menu.Item value="save" onSelect={() => setDialog('save')}>
                  {t('views.saveCurrent')}
                </Menu.Item>
                {current && (
                  <>
                    <Menu.Item value="rename" onSelect={() => setDialog('rename')}>
                      {t('views.rename', { name: current.name })}
                    </Menu.Item>
                    <Menu.Item value="default" onSelect={() => toggleDefault(current)}>
                      {t(current.is_default ? 'views.stopDefault' : 'views.setDefault', { name: current.name })}
                    </Menu.Item>
                    <Menu.Item value="copy" onSelect={() => void copyLink(current)}>
                      {t('views.copyLink', { name: current.name })}
                    </Menu.Item>
                    <Menu.Item value="delete" color="fg.error" onSelect={() => setDialog('delete')}>
                      {t('views.delete', { name: current.name })}
                    </Menu.Item>
                  </>
                )}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </HStack>
      {note && (
        <HStack role="status" gap="2" fontSize="sm" color="fg.muted">
          <Text>{note}</Text>
          <Button size="2xs" variant="ghost" onClick={() => setNote(null)} aria-label={t('views.dismiss')}>
            ✕
          </Button>
        </HStack>
      )}
      <FormDialog
        key={dialog === 'save' ? 'save' : 'save-closed'}
        open={dialog === 'save'}
        onClose={() => setDialog(null)}
        title={t('views.saveTitle')}
        call={create}
        initialValues={{ name: '' }}
        validationSchema={nameSchema}
        submitLabel={t('views.saveSubmit')}
        onSubmit={async ({ name }) => {
          await create.mutateAsync({ list_path: listPath, name: name.trim(), params });
          toast().showSuccess(kit.t('views.savedToast', { name: name.trim() }));
        }}
      >
        <Text fontSize="sm">{t('views.saveHelp')}</Text>
        <TextField name="name" label={t('views.name')} required autoComplete="off" />
      </FormDialog>
      {current && (
        <FormDialog
          key={dialog === 'rename' ? `rename-${current.id}` : 'rename-closed'}
          open={dialog === 'rename'}
          onClose={() => setDialog(null)}
          title={t('views.renameTitle')}
          call={update}
          initialValues={{ name: current.name }}
          validationSchema={nameSchema}
          submitLabel={t('views.renameSubmit')}
          onSubmit={async ({ name }) => {
            await update.mutateAsync({ view: current, name: name.trim() });
            toast().showSuccess(kit.t('views.renamedToast', { name: name.trim() }));
          }}
        >
          <TextField name="name" label={t('views.name')} required autoComplete="off" />
        </FormDialog>
      )}
      <ConfirmDialog
        open={dialog === 'delete' && current !== undefined}
        title={t('views.deleteTitle')}
        text={t('views.deleteText', { name: current?.name ?? '' })}
        confirmLabel={t('views.deleteConfirm')}
        busyLabel={t('views.deleting')}
        tone="danger"
        busy={remove.isPending}
        error={remove.error?.message}
        onConfirm={async () => {
          if (!current) return;
          const name = current.name;
          await remove.mutateAsync(current).then(
            () => {
              setDialog(null);
              remove.reset();
              toast().showSuccess(kit.t('views.deletedToast', { name }));
            },
            () => undefined,
          );
        }}
        onCancel={() => {
          setDialog(null);
          remove.reset();
        }}
      />
    </Stack>
  );
}
