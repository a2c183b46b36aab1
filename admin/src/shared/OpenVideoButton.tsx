import { Button, type SxProps, type Theme } from '@mui/material';
import { Link, useTranslate } from 'react-admin';

/** A small button to a video's page in the back office. `label` is a translation key. */
export function OpenVideoButton({
  videoId,
  label,
  sx,
}: {
  videoId: string;
  label: string;
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  return (
    <Button component={Link} to={`/videos/${videoId}/show`} size="small" sx={sx}>
      {translate(label)}
    </Button>
  );
}
