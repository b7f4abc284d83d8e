/** The Back action of a view page: to the list the record belongs to. */
import { Button } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';

export function BackButton({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <Button variant="outline" onClick={() => navigate(to)}>
      Back
    </Button>
  );
}
