/** A wallet's type in the language shown: 'prepaid' → 'Prepaid', 'postpaid' → 'Postpaid', anything else as it is. */
import type { PeopleT } from '../../i18n/catalogue';

export const walletTypeText = (t: PeopleT, type: string): string =>
  type === 'postpaid' ? t('wallets.type.postpaid') : type === 'prepaid' ? t('wallets.type.prepaid') : type;

/** The list filter's choice of wallet type (Prepaid, Postpaid). */
export const walletTypeOptions = (t: PeopleT) =>
  (['prepaid', 'postpaid'] as const).map((id) => ({ id, text: walletTypeText(t, id) }));
