import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type BusinessRegistrationAnswer = 'yes' | 'no';

export type BusinessRegistrationDialogProps = {
  open: boolean;
  onContinue: (answer: BusinessRegistrationAnswer) => void;
  onClose: () => void;
};

/**
 * 'Do you have a business registration certificate?' (customer spec §2): YES (the default) or NO, then Continue.
 * What each answer does is the caller's (product type and where to go).
 */
export function BusinessRegistrationDialog({ open, onContinue, onClose }: BusinessRegistrationDialogProps) {
  const { t } = useTranslation('customer');
  const [answer, setAnswer] = useState<BusinessRegistrationAnswer>('yes');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="business-registration-title"
      data-testid="business-registration-dialog"
    >
      <DialogTitle id="business-registration-title">{t('businessDialog.question')}</DialogTitle>
      <DialogContent>
        <RadioGroup
          row
          aria-labelledby="business-registration-title"
          value={answer}
          onChange={(event) => setAnswer(event.target.value === 'no' ? 'no' : 'yes')}
        >
          <FormControlLabel value="yes" control={<Radio />} label={t('businessDialog.yes')} />
          <FormControlLabel value="no" control={<Radio />} label={t('businessDialog.no')} />
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close', { ns: 'common' })}</Button>
        <Button variant="contained" onClick={() => onContinue(answer)}>
          {t('businessDialog.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
