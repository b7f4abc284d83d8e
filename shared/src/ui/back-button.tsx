/** The Back action of a view page: to the list the record belongs to. */
import { Button } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { kit } from '../i18n/kit-messages';

export function BackButton({ to }: { to: string }) {
  const navigate = useNavigate();
  const t = kit.useT();
  return (
    <Button variant="outline" onClick={() => navigate(to)}>
      {t('page.back')}
    </Button>
  );
}
