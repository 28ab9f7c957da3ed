"""Packed bidirectional LSTM, MultiheadAttention with padding masks, SDPA, einsum, scatter/gather/sort/unique, torch.func and autograd.functional."""
import sys
torch = __import__(sys.argv[1])
nn = torch.nn; F = torch.nn.functional
pad_sequence, pack_padded_sequence, pad_packed_sequence = torch.nn.utils.rnn.pad_sequence, torch.nn.utils.rnn.pack_padded_sequence, torch.nn.utils.rnn.pad_packed_sequence
torch.manual_seed(0)
seqs = [torch.randn(n, 5) for n in (4, 2, 3)]
lengths = torch.tensor([4, 2, 3])
padded = pad_sequence(seqs, batch_first=True)
lstm = nn.LSTM(5, 6, num_layers=2, batch_first=True, bidirectional=True)
packed = pack_padded_sequence(padded, lengths, batch_first=True, enforce_sorted=False)
out, (h, c) = lstm(packed)
out, lens = pad_packed_sequence(out, batch_first=True)
mha = nn.MultiheadAttention(12, 3, batch_first=True)
kpm = torch.arange(out.size(1))[None, :] >= lens[:, None]
att, w = mha(out, out, out, key_padding_mask=kpm, need_weights=True, average_attn_weights=False)
q = k = v = att.view(3, -1, 3, 4).transpose(1, 2)
sd = F.scaled_dot_product_attention(q, k, v, is_causal=True)
e = torch.einsum("bhqd,bhkd->bhqk", q, k).masked_fill(torch.triu(torch.ones(4, 4, dtype=torch.bool), 1), float("-inf")).softmax(-1)
oh = F.one_hot(torch.tensor([0, 2, 1]), 4).float()
sc = torch.zeros(3, 4).scatter_add(1, torch.tensor([[0, 1], [2, 2], [3, 0]]), torch.ones(3, 2))
g = torch.gather(att.sum(-1), 1, torch.tensor([[0], [1], [0]]))
srt, idx = torch.sort(att.sum((1, 2)), descending=True)
uq, inv, cnt = torch.unique(torch.tensor([3, 1, 3, 2]), return_inverse=True, return_counts=True)
bc = torch.bincount(torch.tensor([0, 1, 1, 3]), minlength=5)
loss = sd.pow(2).mean() + e.nan_to_num().mean() + (oh * sc).sum() * 0 + g.sum() + F.pad(att, (1, 1)).cumsum(-1).mean()
loss.backward()
fgrad = torch.func.grad(lambda x: (x.sin() ** 2).sum())(torch.ones(3))
jac = torch.func.jacrev(lambda x: x.exp() * x)(torch.ones(3))
vm = torch.func.vmap(torch.dot)(torch.ones(2, 3), torch.ones(2, 3))
hes = torch.autograd.functional.hessian(lambda x: (x ** 3).sum(), torch.tensor([1.0, 2.0]))
print("ok", tuple(out.shape), tuple(w.shape), tuple(sd.shape), srt.shape, uq.tolist(), inv.tolist(), cnt.tolist(), bc.tolist(),
      [round(v, 4) for v in fgrad.tolist()], tuple(jac.shape), vm.tolist(), hes.tolist(), lstm.weight_ih_l0.grad is not None)
