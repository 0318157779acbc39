import ArrowBackIcon from '@/components/ui/icons/ArrowBack';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** The way back to a section's index page, above a sub-page's title. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Box sx={{ mb: 1 }}>
      <Link component={RouterLink} to={to} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <ArrowBackIcon fontSize="small" aria-hidden />
        {label}
      </Link>
    </Box>
  );
}

/** A card that opens a sub-page of a section. */
export function SectionCard({ to, title, text, icon }: { to: string; title: string; text: string; icon: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ flex: 1 }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            {icon}
            <div>
              <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
                {title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {text}
              </Typography>
            </div>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
