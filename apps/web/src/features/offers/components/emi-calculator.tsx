import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees, formatRupeesExact } from '@saakh/domain/money';
import { emiInputLimits, evaluateEmi, type EmiField, type EmiTexts } from '../utils/emi-inputs';

/** The spec's example (customer spec §1): ₹50,000 at 10.99% for 24 months → ₹2,330.16 a month, ₹55,923.83 in all. */
const example: EmiTexts = { amount: '50000', rate: '10.99', months: '24' };

/** EMI calculator: amount, yearly rate and months give the EMI, the total interest and the total payable. */
export function EmiCalculator() {
  const { t } = useTranslation('common');
  const [texts, setTexts] = useState<EmiTexts>(example);
  const { result, invalid } = evaluateEmi(texts);
  const section = useRef<HTMLElement>(null);

  // The landing page is prerendered (decision 024): on a slow phone a visitor can type into these fields before the
  // app has hydrated them. Hydration keeps what they typed on the screen, so the figures must start from it too.
  useEffect(() => {
    const typed: Partial<EmiTexts> = {};
    for (const name of Object.keys(example) as EmiField[]) {
      const input = section.current?.querySelector<HTMLInputElement>(`#emi-${name}`);
      if (input && input.value !== example[name]) typed[name] = input.value;
    }
    if (Object.keys(typed).length > 0) setTexts((current) => ({ ...current, ...typed }));
  }, []);

  const field = (name: EmiField, adornment: string, inputMode: 'numeric' | 'decimal') => {
    const { min, max } = emiInputLimits[name];
    const limits = name === 'amount' ? { min: formatRupees(min), max: formatRupees(max) } : { min, max };
    const id = `emi-${name}`;
    const error = invalid.includes(name);
    const unit = (
      <InputAdornment position={name === 'amount' ? 'start' : 'end'}>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {adornment}
        </Box>
      </InputAdornment>
    );
    // The parts of a TextField, composed here: TextField itself would bring its select mode (menus, modal) along.
    return (
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormControl fullWidth error={error}>
          <InputLabel htmlFor={id}>{t(`emi.${name}`)}</InputLabel>
          <OutlinedInput
            id={id}
            label={t(`emi.${name}`)}
            value={texts[name]}
            onChange={(event) => setTexts((current) => ({ ...current, [name]: event.target.value }))}
            startAdornment={name === 'amount' ? unit : undefined}
            endAdornment={name === 'amount' ? undefined : unit}
            inputProps={{ inputMode, maxLength: 12, 'data-testid': id, 'aria-describedby': `${id}-help` }}
          />
          <FormHelperText id={`${id}-help`}>{error ? t(`emi.${name}Invalid`, limits) : ' '}</FormHelperText>
        </FormControl>
      </Grid>
    );
  };

  return (
    <Paper
      ref={section}
      variant="outlined"
      component="section"
      aria-labelledby="emi-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="emi-title" variant="h5" component="h2" gutterBottom>
        {t('emi.title')}
      </Typography>
      <Grid container spacing={2}>
        {field('amount', '₹', 'numeric')}
        {field('rate', t('emi.perYear'), 'decimal')}
        {field('months', t('emi.monthsUnit'), 'numeric')}
      </Grid>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1.5, sm: 4 }}
        sx={{ mt: 1 }}
        aria-live="polite"
        data-testid="emi-result"
      >
        {result ? (
          <>
            <Box>
              <Typography variant="caption" color="text.secondary">
                {t('emi.emi')}
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="emi-value">
                {formatRupeesExact(result.emi)}
              </Typography>
            </Box>
            <Box>
              <Typography variant="caption" color="text.secondary">
                {t('emi.totalInterest')}
              </Typography>
              <Typography variant="h6" component="p" data-testid="emi-interest">
                {formatRupeesExact(result.totalInterest)}
              </Typography>
            </Box>
            <Box>
              <Typography variant="caption" color="text.secondary">
                {t('emi.totalPayable')}
              </Typography>
              <Typography variant="h6" component="p" data-testid="emi-total">
                {formatRupeesExact(result.totalPayable)}
              </Typography>
            </Box>
          </>
        ) : (
          <Typography color="text.secondary">{t('emi.fix')}</Typography>
        )}
      </Stack>
    </Paper>
  );
}
