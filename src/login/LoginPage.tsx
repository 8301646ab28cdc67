import LockIcon from '@mui/icons-material/Lock';
import { Alert, Avatar, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Form, PasswordInput, TextInput, email, required, useCheckAuth, useLogin, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useDocumentLanguage } from '../app/useDocumentLanguage';
import { useDocumentTitle } from '../app/useDocumentTitle';
import type { LoginParams } from '../authProvider';
import { LanguageChoice } from './LanguageChoice';

/**
 * `/auth/login` (spec §2.2), outside the layout. A visitor who is already
 * signed in goes to `/`; a refused sign-in shows the server's message.
 */
export const LoginPage = () => {
  const translate = useTranslate();
  useDocumentTitle(translate('app.login.title'));
  const login = useLogin();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  useDocumentLanguage();

  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate('/', { replace: true }))
      .catch(() => {
        // Not signed in: stay here.
      });
  }, [checkAuth, navigate]);

  const submit = async (values: Partial<LoginParams>) => {
    setSubmitting(true);
    setError(null);
    try {
      await login(values);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : 'app.login.error');
      setSubmitting(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <LanguageChoice />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 2 }}>
            <Avatar sx={{ bgcolor: 'primary.main', mb: 1 }}>
              <LockIcon />
            </Avatar>
            <Typography variant="h5" component="h1">
              {translate('app.login.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
              {translate('app.login.subtitle')}
            </Typography>
          </Box>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {translate(error, { _: error })}
            </Alert>
          )}
          <Form onSubmit={submit} noValidate>
            <TextInput source="email" type="email" label="app.login.email" autoComplete="username" validate={[required(), email()]} fullWidth autoFocus />
            <PasswordInput source="password" label="app.login.password" autoComplete="current-password" validate={required()} fullWidth />
            <Button
              type="submit"
              variant="contained"
              fullWidth
              disabled={submitting}
              startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : null}
              sx={{ mt: 1 }}
            >
              {translate('app.login.submit')}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
};
