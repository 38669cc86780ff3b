import { Image, Card, Heading, LinkOverlay, Skeleton, SkeletonText, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { formatDate, truncate } from '../shared/format.ts';
import { ColourCover } from './ColourCover.tsx';
import type { ContentSummary } from './content.ts';

/** A blog card (§2.1): cover image or colour, date updated, name, subtitle cut at `subtitleMax`. */
export function BlogCard({ post, subtitleMax, headingLevel = 'h2' }: { post: ContentSummary; subtitleMax: number; headingLevel?: 'h2' | 'h3' }) {
  if (!post.cover.image_url) return <ColourBlogCard post={post} subtitleMax={subtitleMax} headingLevel={headingLevel} />;
  return (
    <Card.Root overflow="hidden" position="relative" _hover={{ shadow: 'md' }} as="article">
      <Image src={post.cover.image_url} alt="" h="40" w="full" objectFit="cover" />
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

/** A card whose cover is a colour: the colour is the card, its full height, with the date, title and subtitle on it. */
function ColourBlogCard({ post, subtitleMax, headingLevel }: { post: ContentSummary; subtitleMax: number; headingLevel: 'h2' | 'h3' }) {
  return (
    <Card.Root overflow="hidden" position="relative" _hover={{ shadow: 'md' }} as="article" h="full" borderWidth="0">
      <ColourCover color={post.cover.color ?? '#006EB8'} h="full" minH="72" p="6" display="flex" flexDirection="column" justifyContent="flex-end" gap="2">
        <Text textStyle="xs" fontWeight="medium" letterSpacing="wide">
          <time dateTime={post.date_updated}>{formatDate(post.date_updated)}</time>
        </Text>
        <Heading as={headingLevel} size="xl" lineHeight="short">
          <LinkOverlay asChild>
            <RouterLink to={`/blog/${post.slug}`}>{post.name}</RouterLink>
          </LinkOverlay>
        </Heading>
        <Text textStyle="sm">{truncate(post.sub_title, subtitleMax)}</Text>
      </ColourCover>
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
