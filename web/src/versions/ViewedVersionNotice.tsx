import { Alert, Button } from '@chakra-ui/react';

export interface ViewedVersionNoticeProps {
  version: number;
  head: number;
  onLatest: () => void;
}

/** Says that the version on screen is not the latest and cannot be edited, with the way back (§2.13). */
export function ViewedVersionNotice({ version, head, onLatest }: ViewedVersionNoticeProps) {
  return (
    <Alert.Root status="info" role="status" alignItems="center" data-testid="viewed-version-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Version {version} (read-only)</Alert.Title>
        <Alert.Description>This is not the latest version ({head}). Open the version history to copy or merge it.</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onLatest}>Go to latest</Button>
    </Alert.Root>
  );
}
