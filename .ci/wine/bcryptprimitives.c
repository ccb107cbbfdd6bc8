/*
 * TEST-ONLY stand-in for Windows' bcryptprimitives.dll, for running nqueens.exe under Wine 8.
 *
 * Rust's standard library for Windows gets its random numbers (HashMap seeds) from
 * ProcessPrng in bcryptprimitives.dll, which Windows 10 and later have and Wine 8 lacks, so
 * without this file the program does not start under Wine. CI builds it with mingw
 * (.ci/windows.sh) and puts it beside nqueens.exe in target/. It is never shipped: on
 * Windows the system's own DLL is used.
 *
 * ProcessPrng is answered from RtlGenRandom (advapi32's SystemFunction036), which Wine has.
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

/* Like Windows' own ProcessPrng: fills the buffer and always succeeds. */
__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    /* RtlGenRandom takes a 32-bit length: fill larger buffers a piece at a time. */
    while (length > 0) {
        ULONG piece = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, piece)) {
            /* No way to report failure (ProcessPrng cannot fail); stop the program rather
               than hand out predictable bytes. */
            ExitProcess(3);
        }
        data += piece;
        length -= piece;
    }
    return TRUE;
}
