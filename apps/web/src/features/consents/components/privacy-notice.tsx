import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { privacyNoticeBasis, privacyNoticeItems, privacyNoticeMessages } from '@saakh/domain/privacy-notice';
import { isLocale, defaultLocale } from '@saakh/domain/i18n';

type NoticeKey = keyof typeof privacyNoticeMessages;

/**
 * The privacy notice (issue 30 item 3), the sign-in consent's link target: each data item Saakh keeps, why, and
 * what it rests on, in plain English or Hindi. A list rather than a table, so each item reads whole on a phone.
 */
export function PrivacyNotice() {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : defaultLocale;
  const text = (key: NoticeKey) => privacyNoticeMessages[key][locale];
  return (
    <Box
      component="section"
      id="privacy-notice"
      aria-labelledby="privacy-notice-title"
      sx={{ mb: 4, scrollMarginTop: 16 }}
    >
      <Typography id="privacy-notice-title" variant="h5" component="h2" gutterBottom sx={{ fontWeight: 700 }}>
        {text('privacyNotice.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{text('privacyNotice.intro')}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {privacyNoticeItems.map((item) => (
          <Box
            component="li"
            key={item}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
            data-testid="privacy-notice-item"
          >
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {text(`privacyNotice.${item}.item`)}
            </Typography>
            <Box
              component="dl"
              sx={{ m: 0, '& dt': { fontWeight: 600, display: 'inline' }, '& dd': { display: 'inline', m: 0 } }}
            >
              <div>
                <dt>{text('privacyNotice.purpose')}: </dt>
                <dd>{text(`privacyNotice.${item}.purpose`)}</dd>
              </div>
              <div>
                <dt>{text('privacyNotice.basis')}: </dt>
                <dd>{text(`privacyNotice.basis.${privacyNoticeBasis[item]}`)}</dd>
              </div>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
