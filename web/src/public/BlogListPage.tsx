import { Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { BLOG_SUBTITLE_MAX } from '../shared/constants.ts';
import { messages } from '../shared/messages.ts';
import { notify } from '../shared/toaster.tsx';
import { BlogCard, BlogCardSkeleton } from './BlogCard.tsx';
import { listContent, type ContentSummary } from './content.ts';

/** /blog: a grid of cards, three skeletons while loading (§2.1). */
export function BlogListPage() {
  const [posts, setPosts] = useState<ContentSummary[] | null>(null);
  useEffect(() => {
    let live = true;
    listContent('blog')
      .then((all) => live && setPosts(all))
      .catch((error: unknown) => {
        if (!live) return;
        // blog load errors go through the alert service and loading stops (§8)
        setPosts([]);
        notify(messages.loadFailed('Oops!', error instanceof Error ? error.message : String(error)));
      });
    return () => {
      live = false;
    };
  }, []);
  return (
    <Container maxW="6xl" py="12">
      <Heading as="h1" size="3xl" mb="2">Blog</Heading>
      <Text color="fg.muted" mb="8">Stories and know-how from makers of build-to-order products.</Text>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" aria-busy={posts === null}>
        {posts === null
          ? Array.from({ length: 3 }, (_, i) => <BlogCardSkeleton key={i} />)
          : posts.map((post) => <BlogCard key={post.slug} post={post} subtitleMax={BLOG_SUBTITLE_MAX} />)}
      </SimpleGrid>
      {posts?.length === 0 && <Text color="fg.muted">No posts yet.</Text>}
    </Container>
  );
}
