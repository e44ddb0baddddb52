package dev.aesref.ctcheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The two entry checks {@link C2Branches} explains by their shape alone (JDK 25 prints no stub name
 * beside them) are recognised in hand-assembled machine code, and a look-alike that differs in the
 * one register the shape rests on stays unexplained. The bytes are written out below with what
 * they encode; HotSpot's print format is reproduced as {@code -XX:CompileCommand=print} writes it.
 */
class C2BranchesClassifyTest {

    @TempDir
    Path work;

    @BeforeAll
    static void objdump() {
        assertTrue(Files.isExecutable(Path.of("/usr/bin/objdump")),
                "this test disassembles with binutils' objdump: apt-get install binutils");
    }

    /** One C2 compilation at 0x1000 holding {@code hex}, grouped as HotSpot prints it. */
    private List<C2Branches.Jump> classify(String hex) throws Exception {
        StringBuilder groups = new StringBuilder();
        for (int i = 0; i < hex.length(); i += 4) {
            groups.append(hex, i, Math.min(hex.length(), i + 4)).append(' ');
        }
        String out = "Compiled method (c2)     100   12       4       a.B::m (5 bytes)\n[MachCode]\n"
                + "  0x0000000000001000: " + groups.toString().trim() + "\n[/MachCode]\n";
        return C2Branches.classify(out, work, new StringBuilder());
    }

    // 0x1000 cmp DWORD PTR [r15+0x20],0x0   41 81 7f 20 00000000
    // 0x1008 jne 0x1011                      0f 85 03000000
    // 0x100e xor eax,eax                     31 c0
    // 0x1010 ret                             c3
    // 0x1011 call 0x1016                     e8 00000000
    // 0x1016 jmp 0x100e                      e9 f3ffffff
    private static final String BARRIER = "41817f2000000000" + "0f8503000000" + "31c0" + "c3" + "e800000000"
            + "e9f3ffffff";

    @Test
    void entryBarrierOnTheThreadRegister() throws Exception {
        List<C2Branches.Jump> jumps = classify(BARRIER);
        assertEquals(1, jumps.size(), jumps::toString);
        assertEquals("entry barrier", jumps.get(0).kind());
    }

    @Test
    void theSameShapeOnAnotherRegisterIsUnexplained() throws Exception {
        // cmp DWORD PTR [r14+0x20],0x0: ModRM 0x7e instead of 0x7f.
        List<C2Branches.Jump> jumps = classify(BARRIER.replaceFirst("41817f20", "41817e20"));
        assertEquals(1, jumps.size(), jumps::toString);
        // A word loaded from the heap is secret to the machine-code taint: a secret branch it cannot explain.
        assertEquals(C2Branches.SECRET_BRANCH + " (unexplained)", jumps.get(0).kind());
        assertFalse(C2BranchesTest.allowed(jumps.get(0)));
    }

    // 0x1000 mov r10d,DWORD PTR [rsi+0x8]    44 8b 56 08
    // 0x1004 cmp r10d,DWORD PTR [rax+0x8]    44 3b 50 08
    // 0x1008 jne 0x100 (out of the code)      0f 85 f2f0ffff
    // 0x100e ret                             c3
    private static final String IC_CHECK = "448b5608" + "443b5008" + "0f85f2f0ffff" + "c3";

    @Test
    void inlineCacheCheckOnTheReceiver() throws Exception {
        List<C2Branches.Jump> jumps = classify(IC_CHECK);
        assertEquals(1, jumps.size(), jumps::toString);
        assertEquals("inline-cache check", jumps.get(0).kind());
    }

    @Test
    void aJumpOutOfTheCodeAfterAnotherLoadIsUnexplained() throws Exception {
        // mov r10d,DWORD PTR [rdx+0x8]: ModRM 0x52 instead of 0x56, not the receiver's class word.
        List<C2Branches.Jump> jumps = classify(IC_CHECK.replaceFirst("448b5608", "448b5208"));
        assertEquals(1, jumps.size(), jumps::toString);
        assertEquals("unexplained", jumps.get(0).kind());
    }
}
