"""MultiheadAttention, TransformerEncoderLayer and TransformerEncoder, with PyTorch's parameter layout and init."""
import copy
import math
import warnings

from .. import functional as F
from .. import init
from ..parameter import Parameter
from ... import _creation
from .activation import ReLU  # noqa: F401
from .container import ModuleList
from .linear import Linear
from .misc import Dropout
from .module import Module
from .normalization import LayerNorm


class NonDynamicallyQuantizableLinear(Linear):
    pass


class MultiheadAttention(Module):
    def __init__(self, embed_dim, num_heads, dropout=0.0, bias=True, add_bias_kv=False, add_zero_attn=False,
                 kdim=None, vdim=None, batch_first=False, device=None, dtype=None):
        super().__init__()
        if embed_dim <= 0 or num_heads <= 0:
            raise ValueError(f"embed_dim and num_heads must be greater than 0, got embed_dim={embed_dim} and "
                             f"num_heads={num_heads} instead")
        if add_bias_kv or add_zero_attn or (kdim not in (None, embed_dim)) or (vdim not in (None, embed_dim)):
            raise NotImplementedError("MultiheadAttention: add_bias_kv, add_zero_attn, kdim and vdim are not "
                                      "supported yet")
        self.embed_dim, self.num_heads, self.dropout, self.batch_first = embed_dim, num_heads, dropout, batch_first
        self.head_dim = embed_dim // num_heads
        if self.head_dim * num_heads != embed_dim:
            raise AssertionError("embed_dim must be divisible by num_heads")
        self.kdim = self.vdim = embed_dim
        self._qkv_same_embed_dim = True
        self.in_proj_weight = Parameter(_creation.empty(3 * embed_dim, embed_dim, device=device, dtype=dtype))
        self.register_parameter("q_proj_weight", None)
        self.register_parameter("k_proj_weight", None)
        self.register_parameter("v_proj_weight", None)
        if bias:
            self.in_proj_bias = Parameter(_creation.empty(3 * embed_dim, device=device, dtype=dtype))
        else:
            self.register_parameter("in_proj_bias", None)
        self.out_proj = NonDynamicallyQuantizableLinear(embed_dim, embed_dim, bias=bias, device=device, dtype=dtype)
        self.bias_k = self.bias_v = None
        self.add_zero_attn = False
        self._reset_parameters()

    def _reset_parameters(self):
        init.xavier_uniform_(self.in_proj_weight)
        if self.in_proj_bias is not None:
            init.constant_(self.in_proj_bias, 0.0)
            init.constant_(self.out_proj.bias, 0.0)

    def forward(self, query, key, value, key_padding_mask=None, need_weights=True, attn_mask=None,
                average_attn_weights=True, is_causal=False):
        batched = query.dim() == 3
        if not batched:
            query, key, value = query.unsqueeze(1), key.unsqueeze(1), value.unsqueeze(1)
            if key_padding_mask is not None:
                key_padding_mask = key_padding_mask.unsqueeze(0)
        elif self.batch_first:
            query, key, value = query.transpose(0, 1), key.transpose(0, 1), value.transpose(0, 1)
        L, N, E = query.shape
        S = key.shape[0]
        H, D = self.num_heads, self.head_dim
        w, b = self.in_proj_weight, self.in_proj_bias
        q = F.linear(query, w[:E], None if b is None else b[:E])
        k = F.linear(key, w[E:2 * E], None if b is None else b[E:2 * E])
        v = F.linear(value, w[2 * E:], None if b is None else b[2 * E:])
        # (L, N, E) -> (N, H, L, D)
        q = q.reshape(L, N * H, D).transpose(0, 1).reshape(N, H, L, D)
        k = k.reshape(S, N * H, D).transpose(0, 1).reshape(N, H, S, D)
        v = v.reshape(S, N * H, D).transpose(0, 1).reshape(N, H, S, D)
        scores = q.matmul(k.transpose(-2, -1)) * (1.0 / math.sqrt(D))
        if is_causal and attn_mask is None:
            attn_mask = _creation.arange(L).unsqueeze(1) < _creation.arange(S).unsqueeze(0)
        if attn_mask is not None:
            mask = attn_mask if attn_mask.dim() == 2 else attn_mask.reshape(N, H, L, S)
            scores = scores + mask if mask.is_floating_point() else scores.masked_fill(mask, -math.inf) \
                if hasattr(scores, "masked_fill") else F._vt.where_self(mask, -math.inf, scores)
        if key_padding_mask is not None:
            kpm = key_padding_mask.reshape(N, 1, 1, S)
            scores = scores + kpm if kpm.is_floating_point() else F._vt.where_self(kpm, -math.inf, scores)
        weights = F.softmax(scores, -1)
        if self.dropout > 0.0 and self.training:
            weights = F.dropout(weights, self.dropout, True)
        out = weights.matmul(v)                                   # (N, H, L, D)
        out = out.permute((2, 0, 1, 3)).reshape(L * N, E)
        out = F.linear(out, self.out_proj.weight, self.out_proj.bias).reshape(L, N, E)
        if not batched:
            out = out.squeeze(1)
        elif self.batch_first:
            out = out.transpose(0, 1)
        if not need_weights:
            return out, None
        if average_attn_weights:
            weights = weights.mean(1)
        if not batched:
            weights = weights.squeeze(0)
        return out, weights


class TransformerEncoderLayer(Module):
    def __init__(self, d_model, nhead, dim_feedforward=2048, dropout=0.1, activation=F.relu, layer_norm_eps=1e-5,
                 batch_first=False, norm_first=False, bias=True, device=None, dtype=None):
        super().__init__()
        self.self_attn = MultiheadAttention(d_model, nhead, dropout=dropout, bias=bias, batch_first=batch_first,
                                            device=device, dtype=dtype)
        self.linear1 = Linear(d_model, dim_feedforward, bias=bias, device=device, dtype=dtype)
        self.dropout = Dropout(dropout)
        self.linear2 = Linear(dim_feedforward, d_model, bias=bias, device=device, dtype=dtype)
        self.norm_first = norm_first
        self.norm1 = LayerNorm(d_model, eps=layer_norm_eps, bias=bias, device=device, dtype=dtype)
        self.norm2 = LayerNorm(d_model, eps=layer_norm_eps, bias=bias, device=device, dtype=dtype)
        self.dropout1 = Dropout(dropout)
        self.dropout2 = Dropout(dropout)
        if isinstance(activation, str):
            activation = {"relu": F.relu, "gelu": F.gelu}[activation]
        self.activation = activation
        # PyTorch's flag for its fused fast path (1 relu, 2 gelu); TransformerEncoder reads it
        if activation is F.relu or type(activation).__name__ == "ReLU":
            self.activation_relu_or_gelu = 1
        elif activation is F.gelu or type(activation).__name__ == "GELU":
            self.activation_relu_or_gelu = 2
        else:
            self.activation_relu_or_gelu = 0

    def _sa_block(self, x, attn_mask, key_padding_mask, is_causal):
        x = self.self_attn(x, x, x, attn_mask=attn_mask, key_padding_mask=key_padding_mask, need_weights=False,
                           is_causal=is_causal)[0]
        return self.dropout1(x)

    def _ff_block(self, x):
        return self.dropout2(self.linear2(self.dropout(self.activation(self.linear1(x)))))

    def forward(self, src, src_mask=None, src_key_padding_mask=None, is_causal=False):
        x = src
        if self.norm_first:
            x = x + self._sa_block(self.norm1(x), src_mask, src_key_padding_mask, is_causal)
            x = x + self._ff_block(self.norm2(x))
        else:
            x = self.norm1(x + self._sa_block(x, src_mask, src_key_padding_mask, is_causal))
            x = self.norm2(x + self._ff_block(x))
        return x


def _why_no_fast_path(layer):
    """Why PyTorch's TransformerEncoder would not use nested tensors with ``layer`` ('' if it would)."""
    name = "encoder_layer"
    if not isinstance(layer, TransformerEncoderLayer):
        return f"{name} was not TransformerEncoderLayer"
    attn = layer.self_attn
    checks = [(layer.norm_first, f"{name}.norm_first was True"),
              (not attn.batch_first,
               f"{name}.self_attn.batch_first was not True(use batch_first for better inference performance)"),
              (not attn._qkv_same_embed_dim, f"{name}.self_attn._qkv_same_embed_dim was not True"),
              (attn.in_proj_bias is None, f"{name}.self_attn was passed bias=False"),
              (not layer.activation_relu_or_gelu, f"{name}.activation_relu_or_gelu was not True"),
              (layer.norm1.eps != layer.norm2.eps, f"{name}.norm1.eps was not equal to {name}.norm2.eps"),
              (attn.num_heads % 2 == 1, f"{name}.self_attn.num_heads is odd")]
    return next((why for failed, why in checks if failed), "")


class TransformerEncoder(Module):
    """``num_layers`` copies of ``encoder_layer`` applied in turn, then ``norm``. minitorch has no nested
    tensors, so every input takes the layers' regular path (PyTorch's fast path for padded batches in
    inference gives zeros at padded positions instead)."""

    def __init__(self, encoder_layer, num_layers, norm=None, enable_nested_tensor=True, mask_check=True):
        super().__init__()
        self.layers = ModuleList([copy.deepcopy(encoder_layer) for _ in range(num_layers)])
        self.num_layers, self.norm, self.mask_check = num_layers, norm, mask_check
        self.enable_nested_tensor = self.use_nested_tensor = enable_nested_tensor
        why = _why_no_fast_path(encoder_layer)
        if enable_nested_tensor and why:
            warnings.warn(f"enable_nested_tensor is True, but self.use_nested_tensor is False because {why}",
                          stacklevel=2)
            self.use_nested_tensor = False

    def forward(self, src, mask=None, src_key_padding_mask=None, is_causal=None):
        output = src
        for layer in self.layers:
            output = layer(output, src_mask=mask, src_key_padding_mask=src_key_padding_mask, is_causal=bool(is_causal))
        if self.norm is not None:
            output = self.norm(output)
        return output
