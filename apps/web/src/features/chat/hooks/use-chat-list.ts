import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdviceListItem } from '@lexlogis/contracts';
import { useSessionUser } from '@/lib/session-user';
import {
  ADVICE_LIST_QUERY_KEY,
  deleteConversation,
  fetchAdviceList,
  renameConversation,
} from '../api/advices-api';

/** The sidebar's conversations; loaded only with a signed-in user (spec 01 §6). */
export function useChatList() {
  const user = useSessionUser();
  return useQuery({
    queryKey: ADVICE_LIST_QUERY_KEY,
    queryFn: ({ signal }) => fetchAdviceList(signal),
    enabled: Boolean(user),
    staleTime: 30_000,
  });
}

export function useRenameChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) => renameConversation(id, title),
    onSuccess: (_answer, { id, title }) => {
      queryClient.setQueryData<AdviceListItem[]>(ADVICE_LIST_QUERY_KEY, (list) =>
        list?.map((chat) => (chat.id === id ? { ...chat, title } : chat)),
      );
      void queryClient.invalidateQueries({ queryKey: ADVICE_LIST_QUERY_KEY });
    },
  });
}

export function useDeleteChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteConversation(id),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<AdviceListItem[]>(ADVICE_LIST_QUERY_KEY, (list) =>
        list?.filter((chat) => chat.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: ADVICE_LIST_QUERY_KEY });
    },
  });
}
