/** The login screen of SPEC §2: welcome, "Sign In", e-mail and password with an eye toggle. */
import {
  api,
  Box,
  Button,
  Flex,
  formRules,
  Heading,
  PasswordField,
  Stack,
  Text,
  TextField,
  useSessionStore,
} from '@console/shared';
import type { LoginResponse } from '@console/shared/contracts';
import { Form, Formik } from 'formik';
import { object } from 'yup';
import { useLocation, useNavigate } from 'react-router-dom';

const schema = object({ email: formRules.email(), password: formRules.requiredString() });

const ENDED: Record<string, string> = {
  expired: 'Your session has expired. Please sign in again.',
  idle: 'You were signed out after a period of inactivity.',
};

export function LoginPage() {
  const signIn = useSessionStore((s) => s.signIn);
  const endedBy = useSessionStore((s) => s.endedBy);
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;

  return (
    <Flex minH="100vh" direction={{ base: 'column', md: 'row' }}>
      <Stack flex="1" bg="blue.700" color="white" p={{ base: '8', md: '16' }} justify="center" gap="4">
        <Heading as="p" size="3xl">
          Welcome
        </Heading>
        <Text fontSize="lg" maxW="md">
          A comprehensive ERP solution for modern business management: people, wallets, touchpoints, rules and
          transactions in one console.
        </Text>
      </Stack>
      <Flex flex="1" align="center" justify="center" p="8">
        <Box as="main" w="full" maxW="sm">
          <Heading as="h1" size="2xl" mb="1">
            Sign In
          </Heading>
          <Text color="fg.muted" mb="6">
            Enter your credentials to access your account
          </Text>
          {endedBy && ENDED[endedBy] && (
            <Text role="status" mb="4" color="orange.700">
              {ENDED[endedBy]}
            </Text>
          )}
          <Formik
            initialValues={{ email: '', password: '' }}
            validationSchema={schema}
            onSubmit={async (values) => {
              const result = await api.post<LoginResponse>(
                '/users/login',
                { email: values.email.trim(), password: values.password },
                { anonymous: true },
              );
              if (!result.ok) return;
              signIn(result.data);
              navigate(from && from !== '/login' ? from : '/', { replace: true });
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate>
                <Stack gap="4">
                  <TextField
                    name="email"
                    label="Email"
                    type="email"
                    placeholder="Enter your email address"
                    autoComplete="username"
                  />
                  <PasswordField name="password" label="Password" placeholder="Enter your password" />
                  <Button type="submit" colorPalette="blue" loading={isSubmitting} loadingText="Signing in…">
                    Sign In
                  </Button>
                </Stack>
              </Form>
            )}
          </Formik>
        </Box>
      </Flex>
    </Flex>
  );
}
