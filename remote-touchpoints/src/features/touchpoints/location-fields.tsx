/**
 * The touchpoint's Location: address, latitude and longitude, typed by hand or filled by
 * "Use My Location". A refused or failed lookup says so and leaves the fields as they
 * were, so manual entry always works.
 */
import { Box, Button, HStack, SimpleGrid, Stack, Text, TextField } from '@console/shared/ui';
import { useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { catalogue } from '../../i18n/catalogue';
import { currentLocation } from '../../lib/geolocation';
import type { TouchpointFormValues } from './touchpoint-schema';

export function LocationFields() {
  const { setFieldValue, setFieldTouched } = useFormikContext<TouchpointFormValues>();
  const t = catalogue.useT();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const locate = async () => {
    setBusy(true);
    setProblem(null);
    const result = await currentLocation();
    if (!mounted.current) return;
    setBusy(false);
    if (!result.ok) return setProblem(result.message);
    await setFieldValue('latitude', result.latitude);
    await setFieldValue('longitude', result.longitude);
    void setFieldTouched('latitude', true);
    void setFieldTouched('longitude', true);
  };

  return (
    <Stack gap="3" role="group" aria-label={t('location.title')}>
      <Text fontWeight="semibold">{t('location.title')}</Text>
      <TextField name="address" label={t('location.address')} autoComplete="off" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          name="latitude"
          label={t('location.latitude')}
          autoComplete="off"
          placeholder="12.971599"
          helperText={t('location.latitudeHelp')}
        />
        <TextField
          name="longitude"
          label={t('location.longitude')}
          autoComplete="off"
          placeholder="77.594566"
          helperText={t('location.longitudeHelp')}
        />
      </SimpleGrid>
      <HStack gap="3" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          loading={busy}
          loadingText={t('location.locating')}
          onClick={() => void locate()}
        >
          {t('location.useMine')}
        </Button>
        <Box aria-live="polite">
          {problem && (
            <Text color="fg.error" fontSize="sm">
              {problem}
            </Text>
          )}
        </Box>
      </HStack>
    </Stack>
  );
}
