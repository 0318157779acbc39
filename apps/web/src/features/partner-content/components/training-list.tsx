import ArticleOutlinedIcon from '@/components/ui/icons/ArticleOutlined';
import OndemandVideoIcon from '@/components/ui/icons/OndemandVideo';
import SlideshowIcon from '@/components/ui/icons/Slideshow';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TrainingKind } from '@saakh/domain/partner-content';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { formatBytes } from '@/components/ui/file-upload';
import { usePartnerTraining } from '../api/get-training';

const icons: Record<TrainingKind, React.ReactNode> = {
  video: <OndemandVideoIcon color="primary" aria-hidden />,
  deck: <SlideshowIcon color="primary" aria-hidden />,
  document: <ArticleOutlinedIcon color="primary" aria-hidden />,
};

/** Per lender: its training videos, decks and documents; lenders without any are listed last, saying so. */
export function TrainingList() {
  const { t, i18n } = useTranslation('partner-content');
  const training = usePartnerTraining(i18n.language);
  if (training.isPending) return <Skeleton variant="rounded" height={240} />;
  if (training.isError) return <ErrorState error={training.error} onRetry={() => void training.refetch()} />;
  const lenders = [...training.data].sort((a, b) => Number(b.items.length > 0) - Number(a.items.length > 0));
  if (lenders.length === 0) return <EmptyState title={t('training.empty')} />;
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {lenders.map((lender) => (
        <Paper component="li" variant="outlined" key={lender.lender_id} sx={{ p: 2 }}>
          <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
            {lender.lender}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`products.${lender.product}`)}
          </Typography>
          {lender.items.length === 0 ? (
            <Typography sx={{ mt: 1 }} color="text.secondary">
              {t('training.none')}
            </Typography>
          ) : (
            <List dense>
              {lender.items.map((item) => (
                <ListItem key={`${item.source}-${item.url}`} disableGutters>
                  <ListItemIcon sx={{ minWidth: 36 }}>{icons[item.kind]}</ListItemIcon>
                  <ListItemText
                    primary={
                      <Link href={item.url} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
                        {item.title}
                      </Link>
                    }
                    secondary={[t(`kind.${item.kind}`), item.size_bytes ? formatBytes(item.size_bytes) : null]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
