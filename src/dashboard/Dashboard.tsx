import { Box, Grid, Typography } from '@mui/material';
import { Title, useCanAccessResources, useTranslate } from 'react-admin';
import { useShop } from '../shop';
import { registry } from '../resources/registry';
import { CountCard } from './CountCard';

// Counted screens: engine resources (a screen of its own has no count call).
const counted = registry.filter((entry) => !entry.ownScreen);
const paths = counted.map((entry) => entry.path);

/**
 * `/` until the reports issue fills it: the shop name and the real count of
 * every screen the user may open.
 */
export const Dashboard = () => {
  const translate = useTranslate();
  const { name } = useShop();
  const { canAccess } = useCanAccessResources({ action: 'list', resources: paths });
  const entries = counted.filter((entry) => canAccess?.[entry.path] === true);

  return (
    <Box sx={{ py: 2 }}>
      <Title title="app.dashboard.title" />
      <Typography variant="h5" component="h1" gutterBottom>
        {name ? translate('app.dashboard.welcome', { shop: name }) : translate('app.dashboard.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.dashboard.intro')}
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {entries.map((entry) => (
          <Grid key={entry.path} size={{ xs: 12, sm: 6, lg: 3 }} component="li">
            <CountCard entry={entry} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
};
