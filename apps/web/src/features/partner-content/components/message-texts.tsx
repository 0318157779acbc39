import WhatsAppIcon from '@/components/ui/icons/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PartnerMessage } from '@saakh/domain/partner-content';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { usePartnerMessages } from '../api/get-messages';
import { CopyButton } from './copy-text';
import { ProductFilter, productParam } from './product-filter';

function MessageVersion({ message, language }: { message: PartnerMessage; language: 'en' | 'hi' }) {
  const { t } = useTranslation('partner-content');
  const text = language === 'en' ? message.text_en : message.text_hi;
  const languageName = t(`language.${language}`);
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {languageName}
      </Typography>
      <Typography
        lang={language}
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', bgcolor: 'grey.50', p: 1.5, borderRadius: 1, my: 1 }}
        data-testid={`message-${message.id}-${language}`}
      >
        {text}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        <CopyButton text={text} label={t('messages.copy', { title: message.title, language: languageName })} />
        {message.channel === 'whatsapp' ? (
          <Button
            size="small"
            startIcon={<WhatsAppIcon />}
            href={language === 'en' ? message.whatsapp_en : message.whatsapp_hi}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('messages.share', { title: message.title, language: languageName })}
          >
            {t('messages.shareShort')}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}

/** Ready-made WhatsApp and SMS texts in English and Hindi, with the partner's own link already in them. */
export function MessageTexts() {
  const { t, i18n } = useTranslation('partner-content');
  const [search, setSearch] = useSearchParams();
  const product = productParam(search.get('product'));
  const messages = usePartnerMessages(product, i18n.language);
  const choose = (next: string | undefined) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      if (next) params.set('product', next);
      else params.delete('product');
      return params;
    });
  return (
    <Stack spacing={2}>
      <Box>
        <ProductFilter value={product} onChange={choose} />
      </Box>
      {messages.isPending ? (
        <Skeleton variant="rounded" height={200} />
      ) : messages.isError ? (
        <ErrorState error={messages.error} onRetry={() => void messages.refetch()} />
      ) : messages.data.length === 0 ? (
        <EmptyState title={t('messages.empty')} description={t('messages.emptyHint')} />
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {messages.data.map((message) => (
            <Paper component="li" variant="outlined" key={message.id} sx={{ p: 2 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1, rowGap: 1 }}>
                <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
                  {message.title}
                </Typography>
                <Chip size="small" label={t(`channel.${message.channel}`)} />
                <Chip size="small" variant="outlined" label={t(`products.${message.product}`)} />
              </Stack>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                <MessageVersion message={message} language="en" />
                <MessageVersion message={message} language="hi" />
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
