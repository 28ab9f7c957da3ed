"""torch.nn.attention.sdpa_kernel and SDPBackend, grouped-query attention shapes and errors."""
import sys, warnings
warnings.simplefilter("ignore")
torch = __import__(sys.argv[1])
F = torch.nn.functional
B = torch.nn.attention.SDPBackend
q = torch.ones(1, 1, 2, 4)
for arg in [[], B.EFFICIENT_ATTENTION, B.FLASH_ATTENTION, B.MATH, B.ERROR, "math", [B.MATH, B.MATH]]:
    try:
        with torch.nn.attention.sdpa_kernel(arg):
            F.scaled_dot_product_attention(q, q, q); print('ok', arg)
    except Exception as e: print(arg, type(e).__name__, str(e))
print(repr(B.MATH), str(B.MATH), B.MATH.name, int(B.FLASH_ATTENTION), F.scaled_dot_product_attention(q, q, q).shape)
for hq, hk, hv in [(4, 3, 3), (4, 2, 1), (4, 4, 2)]:
    try: print(F.scaled_dot_product_attention(torch.ones(2, hq, 3, 8), torch.ones(2, hk, 5, 8), torch.ones(2, hv, 5, 8), enable_gqa=True).shape)
    except Exception as e: print(type(e).__name__, str(e))
