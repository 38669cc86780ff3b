import { Box, Image, Button, Container, Heading, Text } from '@chakra-ui/react';
import Markdown from 'react-markdown';
import { LuArrowLeft } from 'react-icons/lu';
import { redirect, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import rehypeSanitize from 'rehype-sanitize';
import { HttpError } from '../app/http.ts';
import { formatDate } from '../shared/format.ts';
import { ColourCover } from './ColourCover.tsx';
import { getContent, type ContentDoc, type ContentType } from './content.ts';

/** Blog, use-case and legal articles are loaded before the page opens (§2.1); a missing one is a 404. */
export function articleLoader(type: ContentType, param: string) {
  return async ({ params }: LoaderFunctionArgs): Promise<ContentDoc & { type: ContentType }> => {
    try {
      return { ...(await getContent(type, (params[param] ?? '').toLowerCase())), type };
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) throw redirect('/404');
      throw error;
    }
  };
}

const BACK: Record<ContentType, { to: string; label: string }> = {
  blog: { to: '/blog', label: 'Blog' },
  learnmore: { to: '/landing#applications', label: 'Applications' },
  legal: { to: '/landing', label: 'Home' },
};

/** An article: back button, date, name and the markdown content, sanitised. */
export function ArticlePage() {
  const doc = useLoaderData() as ContentDoc & { type: ContentType };
  const navigate = useNavigate();
  const back = BACK[doc.type];
  return (
    <Container maxW="3xl" py="10" as="article">
      <Button variant="ghost" size="sm" px="1" mb="4" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(back.to))}>
        <LuArrowLeft aria-hidden="true" /> Back
      </Button>
      {doc.cover.color && !doc.cover.image_url ? (
        // a colour cover is the article's header: the title on the colour
        <ColourCover color={doc.cover.color} rounded="xl" px={{ base: '5', md: '10' }} py={{ base: '8', md: '14' }} mb="8" minH="56" display="flex" flexDirection="column" justifyContent="flex-end">
          <Text textStyle="sm" fontWeight="medium">
            <time dateTime={doc.date_updated}>{formatDate(doc.date_updated)}</time>
          </Text>
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }} mt="1">{doc.name}</Heading>
        </ColourCover>
      ) : (
        <>
          <Text textStyle="sm" color="fg.muted">
            <time dateTime={doc.date_updated}>{formatDate(doc.date_updated)}</time>
          </Text>
          <Heading as="h1" size="3xl" mt="1" mb="4">{doc.name}</Heading>
          {doc.cover.image_url && <Image src={doc.cover.image_url} alt="" rounded="lg" mb="6" w="full" />}
        </>
      )}
      <Box className="article-content" css={PROSE}>
        <Markdown rehypePlugins={[rehypeSanitize]}>{doc.content}</Markdown>
      </Box>
    </Container>
  );
}

/** Typography for rendered markdown. */
const PROSE = {
  '& h2': { fontSize: '2xl', fontWeight: 'semibold', mt: '8', mb: '3' },
  '& h3': { fontSize: 'xl', fontWeight: 'semibold', mt: '6', mb: '2' },
  '& p': { my: '3', lineHeight: 'tall' },
  '& ul, & ol': { ps: '6', my: '3' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { my: '1' },
  '& a': { color: 'primary.fg', textDecoration: 'underline' },
  '& blockquote': { borderStartWidth: '4px', borderColor: 'primary.solid', ps: '4', color: 'fg.muted', my: '4' },
  '& code': { fontFamily: 'mono', fontSize: 'sm', bg: 'bg.muted', px: '1', rounded: 'sm' },
  '& table': { my: '4', borderCollapse: 'collapse' },
  '& th, & td': { borderWidth: '1px', px: '2', py: '1' },
};
