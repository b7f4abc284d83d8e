/**
 * What an import's dry run and its start both send: the kind, the group (members into a group)
 * and the file, as the upload's text fields and its file part.
 */
import type { ImportKind, ImportUploadFields } from '@console/shared/contracts';

export interface ImportUpload {
  kind: ImportKind;
  /** The group the members go into (`group-members` only). */
  groupId?: number | undefined;
  file: File;
}

export const uploadFields = ({ kind, groupId }: ImportUpload): ImportUploadFields => ({
  kind,
  ...(groupId !== undefined ? { group_id: String(groupId) } : {}),
});
