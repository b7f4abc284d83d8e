import { useDirtyFormStore } from './dirty-form-store';

describe('unsaved-changes guard', () => {
  beforeEach(() => useDirtyFormStore.getState().reset());

  it('lets navigation through when the form is clean', () => {
    expect(useDirtyFormStore.getState().requestNavigation('/roles')).toBe(true);
    expect(useDirtyFormStore.getState().showModal).toBe(false);
  });

  it('opens the dialog and remembers the target when dirty; cancel forgets it', () => {
    useDirtyFormStore.getState().setDirty(true);
    expect(useDirtyFormStore.getState().requestNavigation('/roles')).toBe(false);
    expect(useDirtyFormStore.getState()).toMatchObject({ showModal: true, targetPath: '/roles' });
    useDirtyFormStore.getState().cancel();
    expect(useDirtyFormStore.getState()).toMatchObject({ showModal: false, targetPath: null, isDirty: true });
  });

  it('leaving hands back the target and clears the dirty flag', () => {
    useDirtyFormStore.getState().setDirty(true);
    useDirtyFormStore.getState().requestNavigation('/users-list');
    expect(useDirtyFormStore.getState().confirm()).toBe('/users-list');
    expect(useDirtyFormStore.getState().isDirty).toBe(false);
  });
});
