import { Box, Image, Card, Heading, LinkOverlay, Skeleton, SkeletonText, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { formatDate, truncate } from '../shared/format.ts';
import type { ContentSummary } from './content.ts';

/** A blog card (§2.1): cover image or colour, date updated, name, subtitle cut at `subtitleMax`. */
export function BlogCard({ post, subtitleMax, headingLevel = 'h2' }: { post: ContentSummary; subtitleMax: number; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Card.Root overflow="hidden" position="relative" _hover={{ shadow: 'md' }} as="article">
      {post.cover.image_url ? (
        <Image src={post.cover.image_url} alt="" h="40" w="full" objectFit="cover" />
      ) : (
        <Box h="40" bg={post.cover.color ?? 'primary.subtle'} aria-hidden="true" />
      )}
      <Card.Body gap="2">
        <Text textStyle="xs" color="fg.muted">
          <time dateTime={post.date_updated}>{formatDate(post.date_updated)}</time>
        </Text>
        <Heading as={headingLevel} size="md">
          <LinkOverlay asChild>
            <RouterLink to={`/blog/${post.slug}`}>{post.name}</RouterLink>
          </LinkOverlay>
        </Heading>
        <Text color="fg.muted" textStyle="sm">{truncate(post.sub_title, subtitleMax)}</Text>
      </Card.Body>
    </Card.Root>
  );
}

export function BlogCardSkeleton() {
  return (
    <Card.Root overflow="hidden" data-testid="blog-card-skeleton" aria-hidden="true">
      <Skeleton h="40" />
      <Card.Body gap="3">
        <Skeleton h="3" w="20" />
        <Skeleton h="5" w="3/4" />
        <SkeletonText noOfLines={2} />
      </Card.Body>
    </Card.Root>
  );
}
